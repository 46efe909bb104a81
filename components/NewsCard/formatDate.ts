import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';

/**
 * '2025-06-25' → '25 June 2025' (de: '25. Juni 2025', ro: '25 iunie 2025'), as
 * `Intl.DateTimeFormat(<locale>, { day: 'numeric', month: 'long', year: 'numeric' })` prints it (a
 * test holds the two equal for every locale), but from the date's own digits and the locale's
 * catalogue: the first `Intl.DateTimeFormat` a page makes loads the locale's data, 20–35 ms of
 * script in a new tab on our test machines (about four times that on a phone), in the news list's
 * start-up (docs/decisions.md, "Performance"). The digits are the day itself, so the server
 * and every visitor's browser print the same day whatever their time zone.
 */
export function formatNewsDate(isoDate: string, locale: Locale = 'en'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const { pattern, months } = ui(locale).date;
  return pattern
    .replace('{day}', String(day))
    .replace('{month}', months[(month ?? 1) - 1] ?? '')
    .replace('{year}', String(year));
}
