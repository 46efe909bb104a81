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
import { newsList } from '../../publishing/newsList.ts';
import { company } from '../../content/identity.ts';
import { defaultLocale, locales } from '../../content/locales.ts';
import { localizedPath, splitLocale, translations } from '../../domain/i18n.ts';
import { newsFeed, prerenderedPaths } from '../../domain/routes.ts';
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
function alternateLinks(path: string): string {
  const english = splitLocale(path).path;
  const languages = translations(english);
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
export function sitemapXml(content: Pick<ContentEntries, 'pressReleases' | 'news'>): string {
  const { pressReleases } = content;
  const modified = new Map<string, string>(pressReleases.map((release) => [release.path, release.date]));
  const urls = prerenderedPaths(pressReleases, newsList(content).length).map((path) => {
    const lastmod = modified.get(splitLocale(path).path);
    return `  <url><loc>${xmlText(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternateLinks(path)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

/** Atom (RFC 4287) entry ids are tag URIs (RFC 4151): stable even if an item's link changes. */
const entryId = (item: Pick<NewsEntry, 'date' | 'id'>) => `tag:${host},${item.date}:news/${item.id}`;
const atomDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The News & Insights feed: the newest `newsFeed.size` items, newest first, written by the `feed` library. Give it published items only. */
export function atomFeed(items: readonly Omit<NewsEntry, 'slug'>[]): string {
  const sorted = sortNewestFirst(items).slice(0, newsFeed.size);
  const feed = new Feed({
    id: absolute('/news-insights'),
    title: newsFeed.title,
    description: company.tagline,
    link: absolute('/news-insights'),
    feedLinks: { atom: absolute(newsFeed.path) },
    updated: atomDate(sorted[0]?.date ?? '2025-01-01'),
    author: { name: company.name },
    favicon: absolute('/icons/icon-192.png'),
    copyright: company.footerLine,
    generator: company.name,
  });
  for (const item of sorted)
    feed.addItem({
      id: entryId(item),
      title: item.headline,
      link: absolute(item.uri),
      date: atomDate(item.date),
      published: atomDate(item.date),
      category: [{ term: item.type, name: item.type }],
      description: `${item.type} · ${item.publication}`,
    });
  return feed.atom1();
}

export function webManifest(): string {
  return `${JSON.stringify(
    {
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
    },
    null,
    2,
  )}\n`;
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
        {
          configFile: false,
          logLevel: 'error',
        },
      );
      const files = siteFiles(await module.loadPublished());
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
