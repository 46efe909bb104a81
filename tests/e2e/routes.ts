import { whitePaper } from '../../content/identity';
import { defaultLocale, localeCodes } from '../../content/locales';
import { isTranslated, localizedPath } from '../../domain/i18n';
import { newsArchivePaths } from '../../domain/routes';
import { content } from './content';

/** Every prerendered route of docs/product.md §2, with its heading and title. */
export type RouteCase = { path: string; h1: string | RegExp; title: RegExp };

const englishRoutes: RouteCase[] = [
  { path: '/', h1: /Enabling the global AI revolution/, title: /^Nexoform \| Prefabricated Data Centers/ },
  { path: '/news-insights', h1: 'News & Insights', title: /^News & Insights \| Nexoform$/ },
  // The list's archive pages: as many as its items fill after the first page.
  ...newsArchivePaths(content.news.length).map((path) => ({
    path,
    h1: 'News & Insights',
    title: new RegExp(`^News & Insights, page ${path.split('/').pop()} of \\d+ \\| Nexoform$`),
  })),
  { path: '/xyz', h1: 'XYZ Spatial - a Partnership for the Future', title: /XYZ Spatial/ },
  ...content.pressReleases.map((release) => ({
    path: release.path,
    h1: release.headline,
    title: new RegExp(`^${release.headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Nexoform$`),
  })),
  { path: whitePaper.path, h1: whitePaper.title, title: /^White Paper: / },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: /^Privacy Policy \| Nexoform$/ },
  { path: '/accessibility', h1: 'Accessibility', title: /^Accessibility \| Nexoform$/ },
];

/** Every route in every language it is built in: English at its address, the others under their prefix. */
export const routes: RouteCase[] = localeCodes.flatMap((locale) =>
  englishRoutes
    .filter((route) => isTranslated(route.path, locale))
    .map((route) => (locale === defaultLocale ? route : { ...route, path: localizedPath(route.path, locale) })),
);
