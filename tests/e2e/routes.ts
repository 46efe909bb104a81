import { company, whitePaper } from '../../content/identity';
import { legalPages, legalPath, type LegalPage } from '../../content/legalPages';
import { defaultLocale, localeCodes, pageWords, type Locale } from '../../content/locales';
import { isTranslated, localizedPath, splitLocale, ui } from '../../domain/i18n';
import { pageTemplate } from '../../domain/pageTemplate';
import { pageCount } from '../../domain/newsPages';
import { newsArchivePaths } from '../../domain/routes';
import { entryTranslationsOf } from '../../publishing/translatedPages';
import { pressReleasesIn } from '../../publishing/translations';
import { content } from './content';

/** Every prerendered route of docs/product.md §2, with its heading and title. */
export type RouteCase = { path: string; h1: string | RegExp; title: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** A legal page in `locale`: its address there, its text's title as heading and page title. */
function legalRoute(page: LegalPage, locale: Locale): RouteCase {
  const { title } = content.legal[locale]![page];
  return { path: localizedPath(legalPath(page), locale), h1: title, title: exactly(`${title} | ${company.name}`) };
}

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
  // The legal pages, each with its own text's title (content/legal/).
  ...legalPages.map((page) => legalRoute(page, defaultLocale)),
];

/**
 * A route in a translated language: its address under the prefix, its heading and title in the
 * language's words (content/locales.ts). A page translated without its words read here fails: its
 * English heading would not be found.
 */
function translatedRoute(route: RouteCase, locale: Locale): RouteCase {
  const path = localizedPath(route.path, locale);
  const { home, partner, whitePaper: paper } = pageWords[locale];
  const news = ui(locale).newsPage;
  const archivePage = /^\/news-insights\/page\/(\d+)$/.exec(route.path)?.[1];
  if (route.path === '/')
    return { path, h1: new RegExp(escape(home.hero.headline[0])), title: exactly(home.page.title) };
  if (route.path === '/news-insights') return { path, h1: news.heading, title: exactly(news.page.title) };
  if (archivePage)
    return {
      path,
      h1: news.heading,
      title: exactly(news.archive.title(Number(archivePage), pageCount(content.news.length))),
    };
  if (route.path === '/xyz') return { path, h1: partner.heading, title: exactly(partner.page.title) };
  if (route.path === whitePaper.path) return { path, h1: paper.title, title: exactly(paper.page.title) };
  const legal = legalPages.find((page) => legalPath(page) === route.path);
  if (legal) return legalRoute(legal, locale);
  const release = pressReleasesIn(content, locale).find((entry) => entry.path === route.path && entry.lang === locale);
  if (release) return { path, h1: release.headline, title: exactly(`${release.headline} | ${company.name}`) };
  return { ...route, path };
}

/** The languages each press release is translated into, by its English address: the content decides. */
const entryTranslations = entryTranslationsOf(content);

/** Every route in every language it is built in: English at its address, the others under their prefix. */
export const routes: RouteCase[] = localeCodes.flatMap((locale) =>
  englishRoutes
    .filter((route) => isTranslated(route.path, locale, entryTranslations))
    .map((route) => (locale === defaultLocale ? route : translatedRoute(route, locale))),
);

/**
 * The page a path is a page of: the Vike page that renders it (each content page is its own, the
 * news list's first page and its archive pages are two), and the home page per language, whose
 * header and hero hold the most words. Browser checks of behaviour visit one route of each
 * (`templateRoutes`); what every route's HTML says is checked over the build (tests/site/).
 */
function templateOf(path: string): string {
  const { locale, path: english } = splitLocale(path);
  const template = pageTemplate(english);
  if (template === 'home') return `home ${locale}`;
  // The three legal pages are one page (pages/legal), the legal notice's facts its only difference.
  if (legalPages.some((page) => legalPath(page) === english)) return 'legal';
  if (template === 'content') return english;
  return template === 'news-list' && english !== '/news-insights' ? 'news-archive' : template;
}

/**
 * One route of each page template, the first in `routes`' order (English first): a new press
 * release, archive page or translation is a page of a template already here, and needs no new test.
 */
export const templateRoutes: RouteCase[] = routes.filter(
  (route, index) => routes.findIndex((other) => templateOf(other.path) === templateOf(route.path)) === index,
);
