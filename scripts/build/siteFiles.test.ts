// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEntries, loadPublished } from '../../publishing/entries';
import { newsList, newsListIn } from '../../publishing/newsList';
import { publish } from '../../publishing/publish';
import { withTranslations } from '../../publishing/translatedPages';
import { newsArchivePaths, newsFeed, newsFeedIn, prerenderedPaths } from '../../domain/routes';
import { newsPageSize } from '../../domain/newsPages';
import { sortNewestFirst } from '../../domain/newsOrder';
import { atomFeed, robotsTxt, siteFiles, sitemapXml, translatedFeeds, webManifest, xmlText } from './siteFiles';
import { defaultLocale, localeCodes, locales } from '../../content/locales';
import { isTranslated, localizedPath, splitLocale, translations } from '../../domain/i18n';

const content = await loadPublished();
/** Every News & Insights item: the news files and the listed press releases. */
const news = newsList(content);

const parseXml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror'), 'well-formed XML').toBeNull();
  return document;
};
/** The elements named `name` in `node`, and the text of the first of them. */
const all = (node: Document | Element, name: string) => [...node.getElementsByTagName(name)];
const text = (node: Document | Element, name: string) => node.getElementsByTagName(name)[0]?.textContent ?? '';
const site = (path: string) => `https://www.nexoform.example${path}`;
const locs = (xml: string) => all(parseXml(xml), 'loc').map((loc) => loc.textContent!);
/** The sitemap's URLs, each with its date and its alternates by hreflang. */
const sitemapUrls = (of: typeof content) =>
  all(parseXml(sitemapXml(of)), 'url').map((url) => ({
    loc: text(url, 'loc'),
    lastmod: text(url, 'lastmod'),
    alternates: new Map(
      all(url, 'xhtml:link').map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
    ),
  }));
const urls = sitemapUrls(content);
const byLoc = new Map(urls.map((url) => [url.loc, url]));

describe('sitemap.xml', () => {
  it('lists every prerendered route once, as an absolute URL on the site', () => {
    expect(locs(sitemapXml(content))).toEqual(prerenderedPaths(withTranslations(content), news.length).map(site));
  });
  it('lists one archive page of the news list per page of items after the first', () => {
    for (const count of [0, 1, newsPageSize, newsPageSize + 1, 2_500]) {
      const many = Array.from({ length: count }, (_, index) => ({ ...content.news[0]!, id: index + 1 }));
      // No press release, so the list holds exactly the `count` news items.
      // The English archive pages (each language's are its translations, listed after them).
      const archive = locs(sitemapXml({ pressReleases: [], news: many })).filter((loc) =>
        new URL(loc).pathname.startsWith('/news-insights/page/'),
      );
      expect(archive).toHaveLength(Math.max(0, Math.ceil(count / newsPageSize) - 1));
      expect(archive).toEqual(newsArchivePaths(count).map(site));
    }
  });
  it('dates each press release by its publication date', () => {
    for (const { path, date } of content.pressReleases) expect(byLoc.get(site(path))?.lastmod, path).toBe(date);
  });
});

describe('sitemap.xml in every language', () => {
  // The languages of each translated press release, as the content gives them.
  const entries = new Map(withTranslations(content).map((release) => [release.path, release.translations]));

  it("lists each page in every language it is built in, under that language's prefix", () => {
    for (const url of urls) {
      const { locale, path } = splitLocale(new URL(url.loc).pathname);
      expect(isTranslated(path, locale, entries), url.loc).toBe(true);
      for (const language of translations(path, entries))
        expect(byLoc.has(site(localizedPath(path, language))), url.loc).toBe(true);
    }
    // The news list and its archive pages are built in every language.
    for (const path of ['/news-insights', ...newsArchivePaths(news.length)])
      for (const language of localeCodes) expect(byLoc.has(site(localizedPath(path, language))), path).toBe(true);
  });

  it('gives every page built in several languages the same reciprocal set: itself, each language and x-default', () => {
    let translated = 0;
    for (const url of urls) {
      const { locale, path } = splitLocale(new URL(url.loc).pathname);
      if (translations(path, entries).length < 2) {
        expect(url.alternates.size, url.loc).toBe(0);
        continue;
      }
      translated += 1;
      expect(url.alternates.get(locales[locale].lang), url.loc).toBe(url.loc);
      expect(url.alternates.get('x-default'), url.loc).toBe(site(path));
      expect(url.alternates.size, url.loc).toBe(translations(path, entries).length + 1);
      for (const [hreflang, href] of url.alternates) {
        const other = byLoc.get(href);
        expect(other, `${url.loc}: ${hreflang} → ${href}`).toBeDefined();
        expect([...other!.alternates].sort()).toEqual([...url.alternates].sort());
      }
    }
    expect(translated).toBeGreaterThan(0);
  });

  it('keeps a page built in English only as it was: its address alone', () => {
    // Every release in English only, whatever the owners have translated so far.
    const englishOnly = new Map(sitemapUrls({ ...content, translations: {} }).map((url) => [url.loc, url]));
    for (const { path } of content.pressReleases) {
      expect(englishOnly.get(site(path))?.alternates.size, path).toBe(0);
      for (const locale of localeCodes.filter((code) => code !== defaultLocale))
        expect(englishOnly.has(site(localizedPath(path, locale))), `${path} in ${locale}`).toBe(false);
    }
  });

  it('lists the legal pages in every language, with their alternates', () => {
    for (const path of ['/privacy-policy', '/accessibility', '/legal-notice'])
      expect(byLoc.get(site(path))?.alternates.size, path).toBe(localeCodes.length + 1);
  });
});

it('robots.txt allows everything and names the sitemap', () => {
  expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.nexoform.example/sitemap.xml\n');
});

describe('the Atom feed', () => {
  const feed = parseXml(atomFeed(news));
  const entries = all(feed, 'entry');
  const newest = sortNewestFirst(news).slice(0, newsFeed.size);

  it('has one entry per news item up to its size, newest first, with unique ids', () => {
    expect(entries).toHaveLength(Math.min(news.length, newsFeed.size));
    const dates = entries.map((entry) => text(entry, 'published'));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(entries.map((entry) => text(entry, 'id'))).size).toBe(entries.length);
  });
  it('keeps only the newest items of a larger archive', () => {
    const many = Array.from({ length: newsFeed.size * 3 }, (_, index) => ({
      ...news[0]!,
      id: index + 1,
      headline: `Item ${index + 1}`,
      date: new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
    }));
    const titles = all(parseXml(atomFeed(many)), 'entry').map((entry) => text(entry, 'title'));
    // As many as docs/decisions.md ("Feed") promises.
    const decisions = readFileSync('docs/decisions.md', 'utf8');
    expect(titles).toHaveLength(Number(/holds the newest (\d+) items \(`newsFeed\.size`\)/.exec(decisions)?.[1]));
    const kept = sortNewestFirst(many).slice(0, newsFeed.size);
    expect(titles).toEqual(kept.map((item) => item.headline));
  });
  it('links internal items on the site and external ones to their publication', () => {
    const links = entries.map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href'));
    for (const item of newest) expect(links).toContain(item.uri.startsWith('/') ? site(item.uri) : item.uri);
  });
  it('names itself and the page it belongs to', () => {
    const selfLink = all(feed, 'link').find((link) => link.getAttribute('rel') === 'self');
    expect(selfLink?.getAttribute('href')).toBe(site(newsFeed.path));
    expect(text(feed, 'updated')).toBe(text(entries[0]!, 'updated'));
  });
  it('writes markup characters in a headline as text', () => {
    const item = { ...news[0]!, headline: 'Racks & <rails> "quoted"', publication: 'A & B' };
    expect(text(all(parseXml(atomFeed([item])), 'entry')[0]!, 'title')).toBe('Racks & <rails> "quoted"');
    expect(xmlText('<&>"')).toBe('&lt;&amp;&gt;&quot;');
  });
});

it('the web app manifest names the site, its colours and icons of 192 and 512 px', () => {
  const manifest = JSON.parse(webManifest());
  expect(manifest).toMatchObject({ name: 'Nexoform', start_url: '/', theme_color: '#0B0F14' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

it('siteFiles writes the four files at their public paths', () => {
  const files = ['manifest.webmanifest', 'news-insights/feed.xml', 'robots.txt', 'sitemap.xml'];
  expect(Object.keys(siteFiles(content)).sort()).toEqual(files);
});

it('scheduled entries are in neither the sitemap nor the feed before their time, and in both from then on', async () => {
  const entries = await loadEntries();
  const release = entries.pressReleases.find((candidate) => candidate.listed)!;
  // The same files, with one listed release moved to a day after the clock.
  const pressReleases = entries.pressReleases.map((candidate) =>
    candidate === release ? { ...candidate, date: '2040-06-01', time: '09:00' } : candidate,
  );
  const link = site(release.path);
  // 09:00 in London in June is 08:00 UTC.
  const at = (time: string) =>
    siteFiles(publish({ ...entries, pressReleases }, { now: new Date(`2040-06-01T${time}Z`) }));
  const [before, after] = [at('07:59:59'), at('08:00:00')];
  expect(before['sitemap.xml']).not.toContain(`<loc>${link}</loc>`);
  expect(before['news-insights/feed.xml']).not.toContain(`href="${link}"`);
  expect(after['sitemap.xml']).toContain(`<loc>${link}</loc><lastmod>2040-06-01</lastmod>`);
  expect(after['news-insights/feed.xml']).toContain(`href="${link}"`);
});

describe('the feed of each other language', () => {
  const feeds = translatedFeeds(content);
  const others = localeCodes.filter((locale) => locale !== 'en');
  it('is written for every language at its prefix, the English feed apart', () => {
    expect(Object.keys(feeds).sort()).toEqual(others.map((locale) => newsFeedIn(locale).path.slice(1)).sort());
    expect(Object.keys(feeds)).not.toContain(newsFeed.path.slice(1));
  });
  it.each(others)('in %s holds the translated items only, newest first, each linking into the language', (locale) => {
    const feed = parseXml(feeds[newsFeedIn(locale).path.slice(1)]!);
    expect(feed.documentElement.getAttribute('xml:lang')).toBe(locales[locale].lang);
    const translated = sortNewestFirst(newsListIn(content, locale).filter((item) => item.lang === locale));
    const entries = all(feed, 'entry');
    expect(entries.map((entry) => text(entry, 'title'))).toEqual(
      translated.slice(0, newsFeed.size).map((item) => item.headline),
    );
    const englishIds = new Set(all(parseXml(atomFeed(news)), 'entry').map((entry) => text(entry, 'id')));
    for (const entry of entries) {
      expect(englishIds.has(text(entry, 'id'))).toBe(false);
      const href = entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '';
      // A translated release leads to its page in the language; a translated news item to its source.
      if (href.startsWith('https://www.nexoform.example/'))
        expect(new URL(href).pathname).toMatch(new RegExp(`^${locales[locale].prefix}/`));
      // No English words outside the headlines: no summary of type and publication.
      expect(entry.getElementsByTagName('summary')).toHaveLength(0);
    }
  });
});
