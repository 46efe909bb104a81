import { whitePaper } from '../../../content/identity';
import { locales, pageWords, type Locale } from '../../../content/locales';

/**
 * The white paper's date as the banner shows it, in capitals: `25 JUNE 2025`, `25. JUNI 2025`,
 * `25 IUNIE 2025` (English's is content/identity.ts `displayDate`, which this equals).
 */
export function whitePaperDate(locale: Locale): string {
  const format = new Intl.DateTimeFormat(locales[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${whitePaper.date}T00:00:00Z`)).toLocaleUpperCase(locales[locale].intl);
}

/** The white paper page in `locale`: its words (content/<locale>/whitePaperPage.ts), the file and date of content/identity.ts. */
export function whitePaperIn(locale: Locale) {
  return { ...whitePaper, ...pageWords[locale].whitePaper, displayDate: whitePaperDate(locale) };
}
