/**
 * What the translations of the entries make (docs/decisions.md, "Translated entries"): the
 * languages each press release's page is built in, and the report of entries with no translation
 * (`npm run content:check`). Pure: give it what publishing/entries.ts read.
 */
import { translatedLocales, type TranslatedLocale } from '../keystatic.config';
import { defaultLocale, locales, type Locale } from '../content/locales';
import {
  englishCollections,
  entryFile,
  translationCollection,
  type ContentEntries,
  type Localized,
} from './entryTypes';

/**
 * The entries of `name` as `locale` shows them: each English entry with its translation's words in
 * place of its own where one exists (every other field stays the English entry's), else as it is;
 * in the entries' order, none lost or added.
 */
function inLocale<Name extends 'team' | 'pressReleases'>(
  content: Pick<ContentEntries, Name | 'translations'>,
  name: Name,
  locale: Locale,
): Localized<ContentEntries[Name][number]>[] {
  const translated = locale === defaultLocale ? undefined : content.translations?.[locale]?.[name];
  const bySlug = new Map<string, object>((translated ?? []).map((entry) => [entry.slug, entry]));
  return (content[name] as ContentEntries[Name][number][]).map((entry) => {
    const translation = bySlug.get(entry.slug);
    return translation ? { ...entry, ...translation, lang: locale } : { ...entry, lang: defaultLocale };
  });
}

/** The team as `locale`'s home page shows it. */
export const teamIn = (content: Pick<ContentEntries, 'team' | 'translations'>, locale: Locale) =>
  inLocale(content, 'team', locale);

/** The press releases as `locale` shows them (a page under its prefix only for a translated one). */
export const pressReleasesIn = (content: Pick<ContentEntries, 'pressReleases' | 'translations'>, locale: Locale) =>
  inLocale(content, 'pressReleases', locale);

/** One language's entries that have no translation into it: each English file and the file its translation would be. */
export type MissingTranslations = {
  locale: TranslatedLocale;
  entries: { english: string; translation: string }[];
};

/**
 * Per language, the English entries with no translation into it: not a problem (they are shown in
 * English, marked so, and have no page under the language's prefix), a to-do list for translators.
 */
export function missingTranslations(content: ContentEntries): MissingTranslations[] {
  return translatedLocales.map((locale) => ({
    locale,
    entries: englishCollections.flatMap((name) => {
      const translated = new Set(content.translations?.[locale]?.[name].map(({ slug }) => slug));
      return content[name]
        .filter(({ slug }) => !translated.has(slug))
        .map(({ slug }) => ({
          english: entryFile(name, slug),
          translation: entryFile(translationCollection(name, locale), slug),
        }));
    }),
  }));
}

/** The report's lines: per language, how many entries are English only, then each with its translation's file. */
export function missingTranslationsReport(missing: readonly MissingTranslations[]): string[] {
  return missing.flatMap(({ locale, entries }) =>
    entries.length === 0
      ? [`Every entry has a ${locales[locale].nativeName} translation.`]
      : [
          `${entries.length} ${entries.length === 1 ? 'entry has' : 'entries have'} no ${locales[locale].nativeName} (${locale}) translation and ${entries.length === 1 ? 'is' : 'are'} shown in English under ${locales[locale].prefix}/:`,
          ...entries.map(({ english, translation }) => `  ${english}  →  ${translation}`),
        ],
  );
}
