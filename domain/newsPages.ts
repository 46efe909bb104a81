/**
 * The news list in pages (docs/decisions.md, "News & Insights"): the grid shows every filtered
 * item whenever there are at most `newsPageSize`; past that, the prerendered list and each archive
 * page hold one page of cards, so a page's cost does not grow with the archive.
 */

/**
 * Cards per page (docs/product.md §2): every item of the launch and of years of growth fits one
 * grid with no pager; only a larger list is paged, 60 cards at a time.
 */
export const newsPageSize = 60;

/**
 * New cards the list makes at once when a search, a filter or a page changes what it shows: four
 * rows of three, more than a large screen shows at the top of the grid. The other new cards of the
 * page follow one render later (`pages/news-insights/index/+Page.tsx`).
 */
export const newsFirstScreen = 12;

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = newsPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** `page` (1-based) kept within 1…pageCount(total); anything that is not a whole number is page 1. */
export function clampPage(page: number, total: number, size = newsPageSize): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount(total, size));
}

/** The items of one page (1-based), from a list already in its order. */
export function pageSlice<T>(items: readonly T[], page: number, size = newsPageSize): T[] {
  const start = (clampPage(page, items.length, size) - 1) * size;
  return items.slice(start, start + size);
}

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with its
 * neighbours; `null` marks a gap. Every page stays reachable through Previous and Next.
 */
export function pageWindow(current: number, count: number, neighbours = 1): (number | null)[] {
  const near = Array.from({ length: 2 * neighbours + 1 }, (_, index) => current - neighbours + index);
  const sorted = [...new Set([1, count, ...near.filter((page) => page >= 1 && page <= count)])].sort((a, b) => a - b);
  // A gap of one page shows that page; a longer gap, a `null`.
  return sorted.flatMap((page, index) => {
    const gap = page - (sorted[index - 1] ?? page - 1);
    return gap === 2 ? [page - 1, page] : gap > 2 ? [null, page] : [page];
  });
}
