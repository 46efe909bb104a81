import { whitePaper } from './identity';

/** Every prerendered page of docs/product.md §2's route table (not the 404 page), given the press releases. */
export function prerenderedPaths(pressReleases: readonly { path: string }[]): string[] {
  return [
    '/',
    '/news-insights',
    '/xyz',
    ...pressReleases.map((release) => release.path),
    whitePaper.path,
    '/privacy-policy',
    '/accessibility',
  ];
}

/** The Atom feed of News & Insights, linked from that page's head. */
export const newsFeed = { path: '/news-insights/feed.xml', title: 'Nexoform News & Insights' } as const;

/**
 * Press releases published outside /newsroom/ (their file's `path`), each with a page of its own
 * under pages/. A release may only use one of these, so every release has a page.
 */
export const releasePathsOutsideNewsroom: readonly string[] = ['/news-insights/are-launch'];
