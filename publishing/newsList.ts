/**
 * The one list of News & Insights (docs/decisions.md, "A press release is listed by itself"): the
 * news files and a card for each listed press release.
 */
import { defaultLocale, type Locale } from '../content/locales.ts';
import { isTranslated, localizedPath, ui } from '../domain/i18n.ts';
import { entryTranslationsOf } from './translatedPages.ts';
import type { ContentEntries, Localized, NewsEntry, PressReleaseEntry } from './entryTypes';

/** A listed press release as its News & Insights card: it links to its own page, on the site. */
function releaseAsNewsItem({ id, date, headline, slug, path, image, time, scheduled }: PressReleaseEntry): NewsEntry {
  return {
    id,
    date,
    headline,
    slug,
    uri: path,
    target: 'self',
    publication: 'Press Release',
    type: 'Press Release',
    ...(image ? { image } : {}),
    ...(time ? { time } : {}),
    ...(scheduled ? { scheduled } : {}),
  };
}

/**
 * Every item of News & Insights, the home preview and the feed: the files of content/news/ and
 * each press release not unticked from the list, in file order (domain/newsOrder.ts sorts them).
 */
export function newsList({ news, pressReleases }: Pick<ContentEntries, 'news' | 'pressReleases'>): NewsEntry[] {
  return [...news, ...listed(pressReleases).map(releaseAsNewsItem)];
}

const listed = (releases: readonly PressReleaseEntry[]) => releases.filter((release) => release.listed);

/**
 * The list as `locale`'s pages show it (docs/decisions.md, "Translated entries"): each item's
 * translation where one exists, else the English item, marked with the language its words are in.
 * A translated release's card takes its headline and links to the release in that language; an
 * item that links to a page of the site links to it in that language where the page is built in it.
 */
export function newsListIn(
  content: Pick<ContentEntries, 'news' | 'pressReleases' | 'translations'>,
  locale: Locale,
): Localized<NewsEntry>[] {
  const translated = locale === defaultLocale ? undefined : content.translations?.[locale];
  const headlines = (list: readonly { slug: string; headline: string }[] = []) =>
    new Map(list.map(({ slug, headline }) => [slug, headline]));
  const [newsHeadlines, releaseHeadlines] = [headlines(translated?.news), headlines(translated?.pressReleases)];
  const inLocale = (item: NewsEntry, headline: string | undefined, uri = item.uri): Localized<NewsEntry> =>
    headline === undefined ? { ...item, lang: defaultLocale } : { ...item, headline, uri, lang: locale };
  const entries = entryTranslationsOf(content);
  const uriIn = (item: NewsEntry) =>
    item.target === 'self' && isTranslated(item.uri, locale, entries) ? localizedPath(item.uri, locale) : item.uri;
  return [
    ...content.news.map((item) => ({ ...inLocale(item, newsHeadlines.get(item.slug)), uri: uriIn(item) })),
    ...listed(content.pressReleases).map((release) => {
      const item = inLocale(
        releaseAsNewsItem(release),
        releaseHeadlines.get(release.slug),
        localizedPath(release.path, locale),
      );
      // A release's card names its kind where a news item names its publication: a word, in the item's language.
      return item.lang === defaultLocale ? item : { ...item, publication: ui(locale).news.typeNames['Press Release'] };
    }),
  ];
}
