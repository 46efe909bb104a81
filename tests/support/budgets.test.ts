import { describe, expect, it } from 'vitest';
import { brotliSize, budgetFor, budgets, budgetTable, problems, type RouteMeasure } from './budgets.mjs';

const row = (overrides: Partial<RouteMeasure> = {}): RouteMeasure => ({
  path: '/privacy-policy',
  js: 1_000,
  jsRequests: 1,
  html: 2_000,
  css: 3_000,
  limits: budgets.content,
  foreignRequests: [],
  imagesWithoutSize: [],
  ...overrides,
});

describe('budgetFor (docs/quality.md)', () => {
  it.each([
    ['/', budgets.home],
    ['/news-insights', budgets.news],
    ['/newsroom/5x', budgets.content],
    ['/no-such-page', budgets.content],
    // Each language's pages are held to their English page's budget.
    ['/de', budgets.home],
    ['/ro/', budgets.home],
    ['/de/news-insights', budgets.news],
    ['/ro/news-insights/page/2', budgets.content],
    ['/de/xyz', budgets.content],
    ['/design', budgets.content],
  ])('%s', (path, expected) => {
    expect(budgetFor(path)).toBe(expected);
  });
});

describe('problems', () => {
  it('finds none in a route within budget', () => {
    expect(problems(row())).toEqual([]);
  });

  it('names each kind of byte over its budget, and not one at it', () => {
    expect(problems(row({ js: 3_001, css: 6_000 }))).toEqual([
      '/privacy-policy: JS 3001 B is over its budget of 3000 B',
    ]);
  });

  it('names JavaScript spread over more requests than a content page may use', () => {
    expect(problems(row({ jsRequests: 2 }))).toEqual(['/privacy-policy: JS in 2 requests, over its budget of 1']);
    expect(problems(row({ path: '/', limits: budgets.home, jsRequests: 4 }))).toEqual([]);
  });

  it('names requests to another host and images without a size', () => {
    expect(
      problems(row({ foreignRequests: ['https://fonts.example/a.woff2'], imagesWithoutSize: ['/v3/a.jpg'] })),
    ).toEqual([
      '/privacy-policy: requests another host before interaction: https://fonts.example/a.woff2',
      '/privacy-policy: image without width and height: /v3/a.jpg',
    ]);
  });
});

describe('budgetTable', () => {
  it('marks what is over budget', () => {
    const table = budgetTable([row({ html: 12_345 })]);
    expect(table).toContain('| `/privacy-policy` | 1.0 KB / 3.0 KB | 1 / 1 | 12.3 KB / 10.0 KB ✗ | 3.0 KB / 6.0 KB |');
  });
});

describe('brotliSize', () => {
  it('compresses repetitive text far below its length', () => {
    expect(brotliSize('nexoform '.repeat(1_000))).toBeLessThan(100);
  });
});
