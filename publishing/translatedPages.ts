/**
 * The languages each press release's page is built in (docs/decisions.md, "Translated entries").
 * Pure and free of the schema's modules: the build's configuration (scripts/build/siteFiles.ts,
 * the sitemap) loads it before React may be loaded.
 */
import type { EntryTranslations } from '../domain/i18n.ts';
import type { TranslatedLocale } from '../keystatic.config.ts';
import type { ContentEntries, PressReleaseEntry, Translations } from './entryTypes.ts';

/** Each press release with the languages besides English it is translated into (its pages under their prefixes). */
export function withTranslations<Release extends Pick<PressReleaseEntry, 'slug' | 'path'>>(
  content: { pressReleases: readonly Release[] } & Pick<ContentEntries, 'translations'>,
): (Release & { translations: TranslatedLocale[] })[] {
  const translated = Object.entries(content.translations ?? {}) as [TranslatedLocale, Translations | undefined][];
  return content.pressReleases.map((release) => ({
    ...release,
    translations: translated
      .filter(([, entries]) => entries?.pressReleases.some(({ slug }) => slug === release.slug))
      .map(([locale]) => locale),
  }));
}

/** The languages each release's page is built in besides English, by its English address (domain/i18n.ts). */
export function entryTranslationsOf(content: Parameters<typeof withTranslations>[0]): EntryTranslations {
  return new Map(withTranslations(content).map(({ path, translations }) => [path, translations]));
}
