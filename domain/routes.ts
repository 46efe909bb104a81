import { pageCount } from './newsPages.ts';
import { whitePaper } from '../content/identity.ts';
import { legalPages, legalPath } from '../content/legalPages.ts';
import { defaultLocale, localeCodes, locales, type Locale } from '../content/locales.ts';
import { isTranslated, localizedPath } from './i18n.ts';

/** The address of page `page` of the news list: the list itself, then its archive pages. */
export function newsListPath(page: number): string {
  return page <= 1 ? '/news-insights' : `/news-insights/page/${page}`;
}

/** The prerendered archive pages of the news list (page 2 onwards), given how many items it lists. */
export function newsArchivePaths(newsCount: number): string[] {
  return Array.from({ length: pageCount(newsCount) - 1 }, (_, index) => newsListPath(index + 2));
}

/**
 * Every prerendered page of docs/product.md §2's route table (not the 404 page), given the press
 * releases (each with the languages it is translated into, if any) and how many items the news
 * list holds (its archive pages follow from it): the English pages, then each other locale's
 * translated ones at its address (domain/i18n.ts).
 */
export function prerenderedPaths(
  pressReleases: readonly { path: string; translations?: readonly Locale[] }[],
  newsCount: number,
): string[] {
  const english = [
    '/',
    '/news-insights',
    ...newsArchivePaths(newsCount),
    '/xyz',
    ...pressReleases.map((release) => release.path),
    whitePaper.path,
    ...legalPages.map(legalPath),
  ];
  const entries = new Map(pressReleases.map((release) => [release.path, release.translations ?? []]));
  return localeCodes.flatMap((locale) =>
    english.filter((path) => isTranslated(path, locale, entries)).map((path) => localizedPath(path, locale)),
  );
}

/**
 * The Atom feed of News & Insights, linked from that page's head. It carries the newest `size`
 * items: feed readers poll it, so it stays the same size as the archive grows, and every older
 * item stays reachable through the list's archive pages.
 */
export const newsFeed = { path: '/news-insights/feed.xml', title: 'Nexoform News & Insights', size: 50 } as const;

/**
 * The feed of `locale`'s translated items, at its prefix (`/de/news-insights/feed.xml`), titled with
 * the language's name; English's is `newsFeed` (docs/decisions.md, "Translated entries").
 */
export function newsFeedIn(locale: Locale): { path: string; title: string } {
  if (locale === defaultLocale) return newsFeed;
  return { path: localizedPath(newsFeed.path, locale), title: `${newsFeed.title} (${locales[locale].nativeName})` };
}

/**
 * Addresses kept from the past for a press release outside /newsroom/ (its file's `path`). The
 * one press release page (pages/newsroom/press-release) answers these and `/newsroom/<name>`; a release
 * may use no other, so every release has a page.
 */
export const releasePathsOutsideNewsroom: readonly string[] = ['/news-insights/are-launch'];

/** True for an address the press release page answers; which release it shows comes from content. */
export function isPressReleasePath(path: string): boolean {
  return /^\/newsroom\/[a-z0-9-]+$/.test(path) || releasePathsOutsideNewsroom.includes(path);
}
