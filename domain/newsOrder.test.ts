/** sortNewestFirst and latestNews (docs/product.md §2, D12). */
import { expect, it } from 'vitest';
import { latestNews, sortNewestFirst } from './newsOrder';

const item = (id: number, date: string) => ({ id, date });

it.each([
  ['newest date first', [item(1, '2024-01-01'), item(2, '2025-01-01')], [2, 1]],
  ['same date: higher id first', [item(3, '2025-03-05'), item(7, '2025-03-05'), item(5, '2025-03-05')], [7, 5, 3]],
  ['dates beat ids', [item(9, '2023-01-01'), item(1, '2023-01-02')], [1, 9]],
  ['an empty list', [], []],
])('%s', (_case, items, ids) => {
  expect(sortNewestFirst(items).map((entry) => entry.id)).toEqual(ids);
});

it('takes the six newest, the tie at the edge settled by id', () => {
  const items = [1, 2, 3, 4, 5].map((id) => item(id, `2025-0${id}-01`));
  items.push(item(6, '2024-12-01'), item(7, '2024-12-01'), item(8, '2023-01-01'));
  expect(latestNews(items).map((entry) => entry.id)).toEqual([5, 4, 3, 2, 1, 7]);
});

it('leaves the list it was given as it was', () => {
  const items = [item(1, '2024-01-01'), item(2, '2025-01-01')];
  sortNewestFirst(items);
  expect(items.map((entry) => entry.id)).toEqual([1, 2]);
});
