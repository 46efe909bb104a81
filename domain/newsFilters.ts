import { sortNewestFirst, type DatedNews } from './newsOrder';
import type { NewsType } from '../content/newsTypes';

/** docs/product.md §4 News filter state. An empty selection means "all". */
export type NewsFilters = {
  search: string;
  types: readonly NewsType[];
  /** Four-digit years, as strings. */
  years: readonly string[];
  /** 1–12; docs/product.md §9: defined in the rules, with no control on screen. */
  months: readonly number[];
};

export const emptyFilters: NewsFilters = { search: '', types: [], years: [], months: [] };

/** docs/product.md §9: the distinct years of the items, newest first. */
export function yearOptions(items: readonly Pick<DatedNews, 'date'>[]): string[] {
  return [...new Set(items.map((item) => item.date.slice(0, 4)))].sort().reverse();
}

/** What the filters read of an item. */
export type FilterableNews = DatedNews & { headline: string; type: NewsType };

/** True when no filter and no search is set: the list is the whole archive. */
export function isUnfiltered({ search, types, years, months }: NewsFilters): boolean {
  return search.trim() === '' && types.length === 0 && years.length === 0 && months.length === 0;
}

/** True when an item passes search, type, year and month together (docs/product.md §9). */
export function matchesFilters(item: FilterableNews, { search, types, years, months }: NewsFilters): boolean {
  const query = search.trim().toLocaleLowerCase();
  return (
    (query === '' || item.headline.toLocaleLowerCase().includes(query)) &&
    (types.length === 0 || types.includes(item.type)) &&
    (years.length === 0 || years.includes(item.date.slice(0, 4))) &&
    (months.length === 0 || months.includes(Number(item.date.slice(5, 7))))
  );
}

/** The list /news-insights shows: newest first (D12: same date, higher id first), filtered. */
export function filterNews<T extends FilterableNews>(items: readonly T[], filters: NewsFilters): T[] {
  return sortNewestFirst(items).filter((item) => matchesFilters(item, filters));
}

/**
 * `filterNews` for many calls over the same items, as the list makes on every keystroke: the items
 * are sorted and their headlines lowercased once, not on each call. Same result as `filterNews`.
 */
export function newsFilter<T extends FilterableNews>(items: readonly T[]): (filters: NewsFilters) => T[] {
  const sorted = sortNewestFirst(items);
  const headlines = sorted.map((item) => item.headline.toLocaleLowerCase());
  return (filters) => {
    if (isUnfiltered(filters)) return sorted;
    const query = filters.search.trim().toLocaleLowerCase();
    const others = { ...filters, search: '' };
    return sorted.filter(
      (item, index) => (query === '' || headlines[index]!.includes(query)) && matchesFilters(item, others),
    );
  };
}
