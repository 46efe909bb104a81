import { isNewsType } from '../content/newsTypes';
import { emptyFilters, type NewsFilters } from './newsFilters';

/**
 * D12: `?type=Podcast&type=White+Paper&year=2025&month=6&q=gpu&page=2`, the filters and the page of
 * the list as a shareable URL. The first page is the default and is not written.
 */
export function toFilterQuery({ search, types, years, months }: NewsFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const type of types) params.append('type', type);
  for (const year of years) params.append('year', year);
  for (const month of months) params.append('month', String(month));
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Reads filters from a query string; unknown or malformed values are dropped. */
export function parseFilterQuery(query: string): NewsFilters {
  const params = new URLSearchParams(query);
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    ...emptyFilters,
    search: params.get('q') ?? '',
    types: unique(params.getAll('type').filter(isNewsType)),
    years: unique(params.getAll('year').filter((year) => /^\d{4}$/.test(year))),
    months: unique(
      params
        .getAll('month')
        .map(Number)
        .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12),
    ),
  };
}

/** The page of the list a query asks for (`page=2`): a whole number from 1, else the first page. */
export function parsePageQuery(query: string): number {
  const value = new URLSearchParams(query).get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
