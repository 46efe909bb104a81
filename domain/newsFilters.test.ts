import fc from 'fast-check';
import { expect, it } from 'vitest';
import { news } from '../publishing/site';
import type { NewsItem } from '../publishing/site';
import { parseFilterQuery, parsePageQuery, toFilterQuery } from './filterQuery';
import { emptyFilters, filterNews, matchesFilters, newsFilter, yearOptions, type NewsFilters } from './newsFilters';

const item = (id: number, date: string, headline: string, type: NewsItem['type'] = 'News Article'): NewsItem => ({
  slug: `item-${id}`,
  id,
  date,
  headline,
  type,
  uri: `https://news.example/${id}`,
  publication: 'Data Centre Weekly',
});

const items: NewsItem[] = [
  item(1, '2023-03-14', 'Prefabrication wins', 'News Article'),
  item(2, '2024-09-17', 'AR partnership announced', 'Press Release'),
  item(3, '2024-09-17', 'GPU halls go modular', 'Podcast'),
  item(4, '2025-06-25', 'White paper: upgradeable GPU data centers', 'White Paper'),
  item(5, '2025-06-25', 'ARE launch', 'Press Release'),
  item(6, '2025-01-02', 'gpu cooling in winter', 'Podcast'),
];
const ids = (filters: Partial<NewsFilters>) =>
  filterNews(items, { ...emptyFilters, ...filters }).map((entry) => entry.id);

it.each<[string, Partial<NewsFilters>, number[]]>([
  ['no filters: all, newest first, same date by higher id first', {}, [5, 4, 6, 3, 2, 1]],
  ['search is a case-insensitive substring of the headline', { search: 'GPU' }, [4, 6, 3]],
  ['search ignores surrounding spaces', { search: '  gpu  ' }, [4, 6, 3]],
  ['search matches nothing', { search: 'quantum' }, []],
  ['one type', { types: ['Podcast'] }, [6, 3]],
  ['two types: either', { types: ['Podcast', 'White Paper'] }, [4, 6, 3]],
  ['a type with no items', { types: ['Event'] }, []],
  ['one year', { years: ['2024'] }, [3, 2]],
  ['two years: their union', { years: ['2023', '2025'] }, [5, 4, 6, 1]],
  ['months: June', { months: [6] }, [5, 4]],
  ['months: January and September', { months: [1, 9] }, [6, 3, 2]],
  ['type and year combine', { types: ['Press Release'], years: ['2025'] }, [5]],
  ['everything combines', { search: 'gpu', types: ['Podcast'], years: ['2025'], months: [1] }, [6]],
  ['combined filters can exclude all', { search: 'ARE', years: ['2023'] }, []],
])('filterNews (docs/product.md §9, D12): %s', (_name, filters, expected) => {
  expect(ids(filters)).toEqual(expected);
});

it('filterNews with no filters keeps every content item, matchesFilters accepting all, and leaves the list it was given as it was', () => {
  const copy = [...items];
  filterNews(items, emptyFilters);
  expect(items).toEqual(copy);
  expect(filterNews(news, emptyFilters)).toHaveLength(news.length);
  expect(items.every((entry) => matchesFilters(entry, emptyFilters))).toBe(true);
});

it('yearOptions lists distinct years, newest first', () => {
  expect(yearOptions(items)).toEqual(['2025', '2024', '2023']);
  const years = [...new Set(news.map((entry) => entry.date.slice(0, 4)))].sort().reverse();
  expect(yearOptions(news)).toEqual(years);
});

it('the filter query (D12) writes and reads the same filters', () => {
  const filters: NewsFilters = { search: 'gpu & ai', types: ['Podcast', 'White Paper'], years: ['2025'], months: [6] };
  const query = toFilterQuery(filters);
  expect(query).toBe('?type=Podcast&type=White+Paper&year=2025&month=6&q=gpu+%26+ai');
  expect(parseFilterQuery(query)).toEqual(filters);
});
it('the filter query (D12) is empty without filters', () => {
  expect(toFilterQuery(emptyFilters)).toBe('');
  expect(parseFilterQuery('')).toEqual(emptyFilters);
});
it('the filter query (D12) drops unknown types, malformed years and months, and repeats', () => {
  expect(parseFilterQuery('?type=Rumour&type=Podcast&type=Podcast&year=25&year=2024&month=13&month=0&month=2')).toEqual(
    { ...emptyFilters, types: ['Podcast'], years: ['2024'], months: [2] },
  );
});
it('the filter query (D12) carries the page after the filters, and leaves the first page out', () => {
  const filters: NewsFilters = { ...emptyFilters, types: ['Podcast'] };
  expect(toFilterQuery(filters, 3)).toBe('?type=Podcast&page=3');
  expect(toFilterQuery(emptyFilters, 2)).toBe('?page=2');
  expect(toFilterQuery(filters, 1)).toBe('?type=Podcast');
  expect(parsePageQuery('?type=Podcast&page=3')).toBe(3);
  expect(parseFilterQuery('?type=Podcast&page=3')).toEqual(filters);
});
it.each(['', '?page=0', '?page=-2', '?page=2.5', '?page=x', '?page=', '?page=01', '?page=9999999'])(
  'the filter query (D12) reads %j as the first page',
  (query) => expect(parsePageQuery(query)).toBe(1),
);

it('newsFilter, filterNews made once for many calls over the same items, gives what filterNews gives, for any items and filters', () => {
  const types = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'] as const;
  const anItem = fc.record({
    id: fc.nat(50),
    date: fc.constantFrom('2023-03-14', '2024-09-17', '2025-01-02', '2025-06-25'),
    headline: fc.string({ unit: fc.constantFrom('a', 'B', 'g', 'P', 'u', ' ', 'İ', 'ß') }),
    type: fc.constantFrom(...types),
  });
  const filters = fc.record({
    search: fc.string({ unit: fc.constantFrom('a', 'b', 'G', 'p', ' ', 'i̇', 'ss') }),
    types: fc.subarray([...types]),
    years: fc.subarray(['2023', '2024', '2025']),
    months: fc.subarray([1, 3, 6, 9]),
  });
  fc.assert(
    fc.property(fc.array(anItem, { maxLength: 30 }), fc.array(filters, { maxLength: 5 }), (list, calls) => {
      const filter = newsFilter(list);
      for (const call of calls) expect(filter(call)).toEqual(filterNews(list, call));
    }),
  );
});
