import { isNewsType } from '../content/newsTypes';
import { emptyFilters, type NewsFilters } from './newsFilters';

/** D12: `?type=Podcast&type=White+Paper&year=2025&month=6&q=gpu`, the filters as a shareable URL. */
export function toFilterQuery({ search, types, years, months }: NewsFilters): string {
  const params = new URLSearchParams();
  for (const type of types) params.append('type', type);
  for (const year of years) params.append('year', year);
  for (const month of months) params.append('month', String(month));
  if (search) params.set('q', search);
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
