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
  ];
}

/** The Atom feed of News & Insights, linked from that page's head. */
export const newsFeed = { path: '/news-insights/feed.xml', title: 'Nexoform News & Insights' } as const;

/**
 * Addresses kept from the past for a press release outside /newsroom/ (its file's `path`). The
 * one press release page (pages/newsroom/@slug) answers these and `/newsroom/<name>`; a release
 * may use no other, so every release has a page.
 */
export const releasePathsOutsideNewsroom: readonly string[] = ['/news-insights/are-launch'];

/** True for an address the press release page answers; which release it shows comes from content. */
export function isPressReleasePath(path: string): boolean {
  return /^\/newsroom\/[a-z0-9-]+$/.test(path) || releasePathsOutsideNewsroom.includes(path);
}
