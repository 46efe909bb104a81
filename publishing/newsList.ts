/**
 * The one list of News & Insights (docs/decisions.md, "A press release is listed by itself"): the
 * news files and a card for each listed press release.
 */
import type { ContentEntries, NewsEntry, PressReleaseEntry } from './entryTypes';

/** A listed press release as its News & Insights card: it links to its own page, on the site. */
function releaseAsNewsItem(release: PressReleaseEntry): NewsEntry {
  const { id, date, headline, slug, path, image, time, scheduled } = release;
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
  return [...news, ...pressReleases.filter((release) => release.listed).map(releaseAsNewsItem)];
}
