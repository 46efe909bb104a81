/**
 * The languages each press release's page is built in (docs/decisions.md, "Translated entries").
 * Pure and free of the schema's modules: the build's configuration (scripts/build/siteFiles.ts,
 * the sitemap) loads it before React may be loaded.
 */
import type { TranslatedLocale } from '../keystatic.config.ts';
import type { ContentEntries, PressReleaseEntry } from './entryTypes.ts';

/** Each press release with the languages besides English it is translated into (its pages under their prefixes). */
export function withTranslations<Release extends Pick<PressReleaseEntry, 'slug' | 'path'>>(
  content: { pressReleases: readonly Release[] } & Pick<ContentEntries, 'translations'>,
): (Release & { translations: TranslatedLocale[] })[] {
  const translated = Object.entries(content.translations ?? {}) as [
    TranslatedLocale,
    NonNullable<ContentEntries['translations']>[TranslatedLocale],
  ][];
  return content.pressReleases.map((release) => ({
    ...release,
    translations: translated
      .filter(([, entries]) => entries?.pressReleases.some(({ slug }) => slug === release.slug))
      .map(([locale]) => locale),
  }));
}
