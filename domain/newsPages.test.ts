import fc from 'fast-check';
import { expect, it } from 'vitest';
import { clampPage, newsPageSize, pageCount, pageSlice, pageWindow } from './newsPages';

it('holds every item in one page up to 60, and 60 a page past that, with one page for an empty list (D22)', () => {
  expect(newsPageSize).toBe(60);
  // Pages by the number of items.
  for (const [count, pages] of Object.entries({ 0: 1, 1: 1, 25: 1, 60: 1, 61: 2, 2_500: 42 })) {
    const total = Number(count);
    const items = Array.from({ length: total }, (_, index) => index);
    expect(pageCount(total), `${total} items`).toBe(pages);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 60));
    if (pages > 1) expect(pageSlice(items, 2)).toEqual(items.slice(60, 120));
  }
});

it('splits any list into pages that hold every item once, in order, at most a page size each', () => {
  fc.assert(
    fc.property(fc.nat(200), fc.integer({ min: 1, max: 30 }), (total, size) => {
      const items = Array.from({ length: total }, (_, index) => index);
      const pages = Array.from({ length: pageCount(total, size) }, (_, index) => pageSlice(items, index + 1, size));
      expect(pages.flat()).toEqual(items);
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(size);
    }),
  );
});

it('keeps a requested page within the pages there are', () => {
  expect(clampPage(0, 100)).toBe(1);
  expect(clampPage(1.5, 100)).toBe(1);
  expect(clampPage(99, 30)).toBe(pageCount(30));
  expect(clampPage(2, newsPageSize + 1)).toBe(2);
  expect(clampPage(2, newsPageSize)).toBe(1);
});

it('shows the first, the last and the neighbours of the current page, with gaps', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 2)).toEqual([1, 2]);
  expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
  expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  // A gap of one page shows that page instead.
  expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
});

it('always shows the current page and its neighbours, in order, without repeats', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (count, seed) => {
      const current = (seed % count) + 1;
      const pages = pageWindow(current, count).filter((page) => page !== null);
      expect(pages).toContain(current);
      expect(pages).toContain(1);
      expect(pages).toContain(count);
      if (current > 1) expect(pages).toContain(current - 1);
      if (current < count) expect(pages).toContain(current + 1);
      expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      expect(new Set(pages).size).toBe(pages.length);
    }),
  );
});
