import { whitePaper } from './identity';
import { pressReleases } from './pressReleases';

/** Every prerendered page of docs/product.md §2's route table (not the 404 page). */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/news-insights',
  '/xyz',
  ...pressReleases.map((release) => release.path),
  whitePaper.path,
  '/privacy-policy',
];

/** The Atom feed of News & Insights, linked from that page's head. */
export const newsFeed = { path: '/news-insights/feed.xml', title: 'Nexoform News & Insights' } as const;
