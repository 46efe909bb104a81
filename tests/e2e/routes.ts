import { whitePaper } from '../../content/identity';
import { home as deHome } from '../../content/de/home';
import { defaultLocale, localeCodes, type HomeCopy, type Locale } from '../../content/locales';
import { home as roHome } from '../../content/ro/home';
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const homeWords: Record<Exclude<Locale, 'en'>, HomeCopy> = { de: deHome, ro: roHome };

/** A route in a translated language: its address under the prefix, its heading and title in the language. */
function translatedRoute(route: RouteCase, locale: Exclude<Locale, 'en'>): RouteCase {
  const path = localizedPath(route.path, locale);
  if (route.path !== '/') return { ...route, path };
  const words = homeWords[locale];
  return { path, h1: new RegExp(escape(words.hero.headline[0])), title: new RegExp(`^${escape(words.page.title)}$`) };
}

/** Every route in every language it is built in: English at its address, the others under their prefix. */
export const routes: RouteCase[] = localeCodes.flatMap((locale) =>
  englishRoutes
    .filter((route) => isTranslated(route.path, locale))
    .map((route) => (locale === defaultLocale ? route : translatedRoute(route, locale))),
);
