import type { NewsItem } from '../content/types';

/** docs/product.md §9: date newest first; items with the same date by id, highest first. */
export function sortNewestFirst<T extends Pick<NewsItem, 'date' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** The home page preview: the `count` newest items (docs/product.md §2: six). */
export function latestNews<T extends Pick<NewsItem, 'date' | 'id'>>(items: readonly T[], count = 6): T[] {
  return sortNewestFirst(items).slice(0, count);
}
