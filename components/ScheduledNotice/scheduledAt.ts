import { companyTimeZone } from '../../content/publicationTime';
import { publicationInstant } from '../../publishing/publicationInstant';

const formatter = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});

/** When a scheduled entry appears on the site, in the company's time zone: "15 January 2030 at 09:00 (Europe/London)". */
export function scheduledAt(entry: { date: string; time?: string }): string {
  return `${formatter.format(publicationInstant(entry.date, entry.time))} (${companyTimeZone})`;
}
