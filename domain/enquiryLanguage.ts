import { defaultLocale, locales, type Locale } from '../content/locales';

/*
 * The language line of an enquiry's e-mail, the one definition the e-mail (domain/buildMailDocument.ts)
 * and the database rules (domain/mailTextRule.ts) share. Apart from domain/enquiry.ts, which the
 * home page's first script carries for the form's checks: the line is made only when an enquiry is
 * sent, in the script loaded then, and the languages' table would otherwise cost every home page
 * visit its bytes (docs/decisions.md, D64).
 */

/**
 * The language an enquiry was written in, when it is not English: the e-mail to sales ends with
 * one more line, `Language: Deutsch`, so sales can answer in it (docs/decisions.md, D61, D64). The
 * site's languages other than English, each named in itself (content/locales.ts); the database
 * rules accept that line with one of these names only (domain/mailTextRule.ts).
 */
export const languageLabel = 'Language: ';

/** The name the e-mail gives `locale`, or undefined for English (which the e-mail does not name). */
export function languageName(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locales[locale].nativeName;
}
