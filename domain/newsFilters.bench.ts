// `npm run bench:news`: filtering and sorting 10,000 items must take under 10 ms per keystroke
// (docs/quality.md "Timings"). A benchmark, not a test: timings on shared machines are noisy.
import { bench, describe } from 'vitest';
import { newsTypes } from '../content/newsTypes';
import type { NewsItem } from '../publishing/site';
import { emptyFilters, filterNews } from './newsFilters';

const words = [
  'modular',
  'GPU',
  'data center',
  'factory',
  'cooling',
  'gigawatt',
  'prefabricated',
  'power',
  'AI',
  'campus',
];

/** 10,000 items over five years, with repeated dates so the id tie-break is exercised. */
const items: NewsItem[] = Array.from({ length: 10_000 }, (_, index) => ({
  slug: `item-${index + 1}`,
  id: index + 1,
  date: `${2021 + (index % 5)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  headline: `${words[index % words.length]} news ${index} about ${words[(index * 7) % words.length]}`,
  uri: `https://news.example/${index}`,
  publication: 'Bench Weekly',
  type: newsTypes[index % newsTypes.length]!,
}));

describe('filterNews over 10,000 items', () => {
  bench('no filter (first render)', () => void filterNews(items, emptyFilters));
  bench('one keystroke of search', () => void filterNews(items, { ...emptyFilters, search: 'g' }));
  bench('a longer search', () => void filterNews(items, { ...emptyFilters, search: 'gigawatt news 99' }));
  bench(
    'search, two types, two years and a month',
    () =>
      void filterNews(items, {
        search: 'cool',
        types: ['Podcast', 'White Paper'],
        years: ['2024', '2025'],
        months: [3],
      }),
  );
});
