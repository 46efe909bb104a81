/**
 * What ordering reads of a news item: its `date` (YYYY-MM-DD) and its `id`. The items the site
 * publishes (publishing/site.ts `NewsItem`) have both, as the content schema defines them.
 */
export type DatedNews = { date: string; id: number };

/** docs/product.md §9: date newest first; items with the same date by id, highest first. */
export function sortNewestFirst<T extends DatedNews>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** The home page preview: the `count` newest items (docs/product.md §2: six). */
export function latestNews<T extends DatedNews>(items: readonly T[], count = 6): T[] {
  return sortNewestFirst(items).slice(0, count);
}
