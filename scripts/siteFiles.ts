/**
 * The files beside the pages that crawlers, feed readers and browsers ask for: `sitemap.xml`,
 * `robots.txt`, the News & Insights Atom feed and the web app manifest. Pure functions of the
 * content; `siteFilesPlugin` writes them into the client build.
 */
import type { Plugin } from 'vite';
import { company } from '../content/identity';
import { news } from '../content/news';
import { pressReleases } from '../content/pressReleases';
import { newsFeed, prerenderedPaths } from '../content/routes';
import type { NewsItem } from '../content/types';
import { sortNewestFirst } from '../domain/newsOrder';
import { tokens } from '../theme/tokens';

const absolute = (path: string) => new URL(path, company.siteUrl).href;
const host = new URL(company.siteUrl).hostname;

/** Text for XML content and attribute values. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sitemapXml(paths: readonly string[] = prerenderedPaths): string {
  const modified = new Map<string, string>(pressReleases.map((release) => [release.path, release.date]));
  const urls = paths.map((path) => {
    const lastmod = modified.get(path);
    return `  <url><loc>${xmlText(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`;
}

/** Atom (RFC 4287) entry ids are tag URIs (RFC 4151): stable even if an item's link changes. */
const entryId = (item: NewsItem) => `tag:${host},${item.date}:news/${item.id}`;
const atomDate = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(items: readonly NewsItem[] = news): string {
  const sorted = sortNewestFirst(items);
  const entries = sorted.map(
    (item) => `  <entry>
    <id>${entryId(item)}</id>
    <title>${xmlText(item.headline)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(absolute(item.uri))}"/>
    <published>${atomDate(item.date)}</published>
    <updated>${atomDate(item.date)}</updated>
    <category term="${xmlText(item.type)}"/>
    <summary>${xmlText(`${item.type} · ${item.publication}`)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${absolute('/news-insights')}</id>
  <title>${xmlText(newsFeed.title)}</title>
  <subtitle>${xmlText(company.tagline)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${absolute(newsFeed.path)}"/>
  <link rel="alternate" type="text/html" href="${absolute('/news-insights')}"/>
  <updated>${atomDate(sorted[0]?.date ?? '2025-01-01')}</updated>
  <author><name>${xmlText(company.name)}</name></author>
  <icon>${absolute('/icons/icon-192.png')}</icon>
${entries.join('\n')}
</feed>
`;
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

export const siteFiles = (): Record<string, string> => ({
  'sitemap.xml': sitemapXml(),
  'robots.txt': robotsTxt(),
  [newsFeed.path.slice(1)]: atomFeed(),
  'manifest.webmanifest': webManifest(),
});

/** Adds the site files to the browser build, next to the prerendered pages in `dist/client/`. */
export function siteFilesPlugin(): Plugin {
  return {
    name: 'nexoform:site-files',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of Object.entries(siteFiles())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
