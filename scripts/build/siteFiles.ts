/**
 * The files beside the pages that crawlers, feed readers and browsers ask for: `sitemap.xml`,
 * `robots.txt`, the News & Insights Atom feed and the web app manifest. Functions of the content
 * a build publishes (publishing/entries.ts `loadPublished`: nothing dated after the build's clock);
 * `siteFilesPlugin` writes them into the client build.
 */
import { Feed } from 'feed';
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { ContentEntries, NewsEntry } from '../../publishing/entryTypes';
import { newsList, newsListIn } from '../../publishing/newsList.ts';
import { entryTranslationsOf, withTranslations } from '../../publishing/translatedPages.ts';
import { company } from '../../content/identity.ts';
import { newsFeed, newsFeedIn, prerenderedPaths } from '../../domain/routes.ts';
import { localizedPath, splitLocale, translations, type EntryTranslations } from '../../domain/i18n.ts';
import { defaultLocale, localeCodes, locales, type Locale } from '../../content/locales.ts';
import { sortNewestFirst } from '../../domain/newsOrder.ts';
import { tokens } from '../../theme/tokens.ts';

const absolute = (path: string) => new URL(path, company.siteUrl).href;
const host = new URL(company.siteUrl).hostname;

/** Text for XML content and attribute values. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The hreflang links of the page at `path` (any locale's address), as its head lists them
 * (components/SiteMeta): every language it is built in and `x-default` (English); none for a page
 * built in English only.
 */
function alternateLinks(path: string, entries: EntryTranslations): string {
  const english = splitLocale(path).path;
  const languages = translations(english, entries);
  if (languages.length < 2) return '';
  const link = (hreflang: string, address: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(absolute(address))}"/>`;
  return [
    ...languages.map((language) => link(locales[language].lang, localizedPath(english, language))),
    link('x-default', localizedPath(english, defaultLocale)),
  ].join('');
}

/**
 * Every prerendered page in every language it is built in, the news list's archive pages included
 * (their count follows from the list's items: news files and listed press releases), each press
 * release dated by its publication date. A page built in several languages lists them all as
 * alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap),
 * the same set its head lists. Give it published content only.
 */
export function sitemapXml(content: Pick<ContentEntries, 'pressReleases' | 'news' | 'translations'>): string {
  const modified = new Map<string, string>(content.pressReleases.map((release) => [release.path, release.date]));
  const releases = withTranslations(content);
  const entries = entryTranslationsOf(content);
  const urls = prerenderedPaths(releases, newsList(content).length).map((path) => {
    const lastmod = modified.get(splitLocale(path).path);
    return `  <url><loc>${xmlText(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternateLinks(path, entries)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

/**
 * Atom (RFC 4287) entry ids are tag URIs (RFC 4151): stable even if an item's link changes. A
 * translation is an entry of its own: its language comes first (`de/news/5`).
 */
const entryId = (item: Pick<NewsEntry, 'date' | 'id'>, locale: Locale) =>
  `tag:${host},${item.date}:${locale === defaultLocale ? '' : `${locale}/`}news/${item.id}`;
const atomDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The News & Insights feed: the newest `newsFeed.size` items, newest first, written by the `feed`
 * library. Give it published items only. In another language than English, give it that
 * language's translated items (`translatedFeeds`): its title names the language, its links are
 * under the language's prefix, and neither it nor its entries have a summary (the tagline, the
 * types and the publications are English words).
 */
export function atomFeed(items: readonly Omit<NewsEntry, 'slug'>[], locale: Locale = defaultLocale): string {
  const sorted = sortNewestFirst(items).slice(0, newsFeed.size);
  const { path, title } = newsFeedIn(locale);
  const feed = new Feed({
    id: absolute(localizedPath('/news-insights', locale)),
    title,
    ...(locale === defaultLocale ? { description: company.tagline } : {}),
    link: absolute(localizedPath('/news-insights', locale)),
    feedLinks: { atom: absolute(path) },
    updated: atomDate(sorted[0]?.date ?? '2025-01-01'),
    author: { name: company.name },
    favicon: absolute('/icons/icon-192.png'),
    copyright: company.footerLine,
    generator: company.name,
  });
  for (const item of sorted)
    feed.addItem({
      id: entryId(item, locale),
      title: item.headline,
      link: absolute(item.uri),
      date: atomDate(item.date),
      published: atomDate(item.date),
      category: [{ term: item.type, name: item.type }],
      // The type and the publication are English words: only the English feed says them.
      ...(locale === defaultLocale ? { description: `${item.type} · ${item.publication}` } : {}),
    });
  const atom = feed.atom1();
  // The library writes no language into Atom: the feed's element says it (RFC 4287 §2, xml:lang).
  const root = '<feed xmlns="http://www.w3.org/2005/Atom"';
  return locale === defaultLocale ? atom : atom.replace(`${root}>`, `${root} xml:lang="${locales[locale].lang}">`);
}

export function webManifest(): string {
  const manifest = {
    name: company.name,
    short_name: company.name,
    description: company.tagline,
    start_url: '/',
    scope: '/',
    display: 'browser',
    lang: 'en',
    background_color: tokens.color.surfaceDark,
    theme_color: tokens.color.surfaceDark,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Each other language's feed: the items translated into it only (docs/decisions.md, "Translated
 * entries"), as an item in English is the English feed's; a language with none has an empty feed,
 * so a reader subscribed to it keeps an address that answers.
 */
export function translatedFeeds(content: ContentEntries): Record<string, string> {
  return Object.fromEntries(
    localeCodes
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => {
        const translated = newsListIn(content, locale).filter((item) => item.lang === locale);
        return [newsFeedIn(locale).path.slice(1), atomFeed(translated, locale)];
      }),
  );
}

export const siteFiles = (content: ContentEntries): Record<string, string> => ({
  'sitemap.xml': sitemapXml(content),
  'robots.txt': robotsTxt(),
  [newsFeed.path.slice(1)]: atomFeed(newsList(content)),
  'manifest.webmanifest': webManifest(),
});

/** Adds the site files to the browser build, next to the prerendered pages in `dist/client/`. */
export function siteFilesPlugin(): Plugin {
  return {
    name: 'nexoform:site-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      // Loaded now through Vite's module runner, not imported by the config: the config is bundled and
      // loaded before the build sets NODE_ENV=production, and the schema brings Keystatic and React
      // with it; React must load first in production mode for the prerendering that follows.
      const { module } = await runnerImport<typeof import('../../publishing/entries')>(
        resolve('publishing/entries.ts'),
        { configFile: false, logLevel: 'error' },
      );
      const content = await module.loadPublished();
      const files = { ...siteFiles(content), ...translatedFeeds(content) };
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
