/**
 * The news list and its archive pages as the build prerenders them.
 *
 * Growth: the list's HTML does not grow with the archive (docs/decisions.md, "News & Insights"):
 * rendered from its own data hook, with the index moved out of the page as the build's first step
 * does (scripts/build/newsIndexFile.ts), with 2,500 generated items. The bytes are exact; the byte
 * budget of the built page with the real content is tests/e2e/budgets.spec.ts.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext, PageContextServer } from 'vike/types';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newsInsightsCopy as deNews } from '../../content/de/newsInsights';
import type { Locale } from '../../content/locales';
import { newsInsightsCopy as enNews } from '../../content/en/newsInsights';
import { splitLocale } from '../../domain/i18n';
import { newsPageSize, pageCount } from '../../domain/newsPages';
import { newsArchivePaths } from '../../domain/routes';
import { news } from '../../publishing/site';
import { moveIndexOut } from '../../scripts/build/newsIndexFile.ts';
import { parseHtml, printHtml } from '../../scripts/build/builtPages.ts';
import { brotliSize, budgets } from '../../tests/support/budgets.mjs';
import Layout from '../+Layout';
import Head from './+Head';
import ListHead from './index/+Head';
import { data } from './index/+data';
import Page from './index/+Page';
import type { ListItem } from './listItems';
import { data as archiveData } from './page/@page/+data';
import ArchivePage from './page/@page/+Page';
import { title as archiveTitle } from './page/@page/+title';

const lists = vi.hoisted(() => ({ byLocale: {} as Partial<Record<string, ListItem[]>> }));
vi.mock('./listItems', () => ({ newsListItems: (locale: string = 'en') => lists.byLocale[locale] ?? [] }));

const render = (pageContext: object, View: FunctionComponent) =>
  renderToString(
    <VikeReactProviderPageContext pageContext={pageContext as PageContext}>
      <View />
    </VikeReactProviderPageContext>,
  );

const archiveAt = (page: number, locale?: Locale) =>
  archiveData({ locale, routeParams: { page: String(page) } } as unknown as PageContextServer);

const types = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'] as const;
/** `count` items, three a week going back, every third with one of the content's photos. */
function growing(count: number): ListItem[] {
  const photos = news.flatMap((item) => item.image ?? []);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    date: new Date(Date.UTC(2025, 5, 30) - Math.ceil(((index + 1) * 7) / 3) * 86_400_000).toISOString().slice(0, 10),
    headline: `Modular data center news number ${index + 1}, from the prefabricated frontier`,
    type: types[index % types.length]!,
    publication: ['Data Centre Weekly', 'AI Infrastructure Review', 'DCD'][index % 3]!,
    uri: `https://news.example/${index + 1}`,
    ...(index % 3 === 0 && photos.length > 0 ? { image: photos[index % photos.length]! } : {}),
  }));
}

/** The list's data block as the build leaves it: the index moved out, its address in its place. */
function withIndexMovedOut(html: string): string {
  const document = parseHtml(html);
  expect(moveIndexOut(document)).toHaveLength(1);
  return printHtml(document);
}

/** The English list's head (the feed's link, the data block) and body, as prerendered for `list`. */
function prerender(list: ListItem[]): string {
  lists.byLocale = { en: list };
  const pageContext = { urlPathname: '/news-insights', data: data() };
  return (
    render(pageContext, Head) +
    withIndexMovedOut(render(pageContext, ListHead)) +
    render(pageContext, () => createElement(Layout, null, createElement(Page)))
  );
}

for (const count of [25, 60, 61, 2_500])
  it(`the prerendered news list shows every item up to 60, and 60 with a pager past that (docs/decisions.md#d22): with ${count} items; the archive pages hold the rest, 60 a page, each once`, () => {
    const items = growing(count);
    // Also the list the archive pages read.
    const html = prerender(items);
    expect(html.match(/<article/g)).toHaveLength(Math.min(count, newsPageSize));
    expect(html.includes('aria-label="News pages"')).toBe(count > newsPageSize);
    if (count > newsPageSize) {
      expect(html).toContain(`${count} results, page 1 of ${pageCount(count)}<`);
      expect(html).toContain('href="/news-insights/page/2"');
    } else expect(html).toContain(`>${count} results<`);
    const paths = newsArchivePaths(count);
    expect(paths).toHaveLength(pageCount(count) - 1);
    const shown = paths.flatMap((path) => {
      const page = Number(path.split('/').pop());
      const archive = archiveAt(page);
      expect(archive.items.length).toBeLessThanOrEqual(newsPageSize);
      expect(archive.first).toBe((page - 1) * newsPageSize + 1);
      return archive.items.map((item) => item.id);
    });
    expect(shown).toEqual(items.slice(newsPageSize).map((item) => item.id));
  });

it('the prerendered news list at 2,500 items stays within the HTML budget of 20 KB brotli with the site stylesheet at its own budget, and is hardly larger than with one full page: the items beyond the first page cost no HTML', () => {
  const large = prerender(growing(2_500));
  // A full first page: what the HTML holds from 60 items on.
  const full = prerender(growing(newsPageSize + 1));
  // The stylesheet is inlined in the built page; its budget stands in for it here.
  expect(brotliSize(large) + budgets.news.css).toBeLessThanOrEqual(20_000);
  expect(brotliSize(large) - brotliSize(full)).toBeLessThanOrEqual(1_000);
  expect(large.length - full.length).toBeLessThanOrEqual(2_000);
});

const count = newsPageSize * 2 + 5;
const pages = pageCount(count);
const archivePages = Array.from({ length: pages - 1 }, (_, index) => index + 2);
/** `count` items, newest first; on the German list every third is still in English. */
const generated = (locale: Locale): ListItem[] =>
  growing(count).map((item, index) => (locale === 'de' && index % 3 === 0 ? { ...item, lang: 'en' } : item));

/** The links of `html` to this site. */
const hrefs = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map(([, href]) => href!);
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;');
/** Cards whose headline is marked English. */
const marked = (html: string) => [...html.matchAll(/<h2[^>]*><span lang="en">/g)].length;

/** Archive page `page` of the list in `locale` as prerendered: its data, its title, its HTML and that HTML's text. */
function prerenderArchive(page: number, locale?: Locale) {
  const pageContext = { locale, urlPathname: `/news-insights/page/${page}`, data: archiveAt(page, locale) };
  const html = render(pageContext, ArchivePage);
  const title = archiveTitle(pageContext as unknown as PageContext<typeof pageContext.data>);
  return { archive: pageContext.data, title, html, text: html.replace(/<!-- -->/g, '') };
}

describe('the German news list with archive pages', () => {
  beforeAll(() => void (lists.byLocale = { en: generated('en'), de: generated('de') }));

  it('links its pages and Back under /de, with its words, marking the English items', () => {
    const listData = data({ locale: 'de' });
    const html = render({ locale: 'de', urlPathname: '/news-insights', data: listData }, Page);
    expect(html).toContain(`>${escaped(deNews.heading)}</h1>`);
    expect(html).toContain(escaped(deNews.subtitle));
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/de/news-insights/page/2', '/de']));
    for (const href of hrefs(html)) expect(splitLocale(href).locale, href).toBe('de');
    expect(marked(html)).toBe(listData.items.filter((item) => item.lang === 'en').length);
    expect(marked(html)).toBeGreaterThan(0);
    // Its index says which items are English, so the list keeps the marks once hydrated.
    const index = 'inline' in listData.index ? listData.index.inline : undefined;
    expect(index?.lang?.en).toEqual(lists.byLocale.de!.flatMap((item, position) => (item.lang ? [position] : [])));
  });

  it.each(archivePages)('archive page %i is in German under /de', (page) => {
    const { archive, title, html, text } = prerenderArchive(page, 'de');
    expect(title).toBe(deNews.archive.title(page, pages));
    expect(html).toContain(escaped(deNews.archive.searchAll));
    const last = archive.first + archive.items.length - 1;
    expect(text).toContain(deNews.archive.subtitle(page, pages, archive.first, last, count));
    for (const href of hrefs(html)) expect(splitLocale(href).locale, href).toBe('de');
    expect(marked(html)).toBe(archive.items.filter((item) => item.lang === 'en').length);
  });

  it('leaves the English list and archive pages with English words, English links and no marks', () => {
    const listData = data({ locale: 'en' });
    const html = render({ urlPathname: '/news-insights', data: listData }, Page);
    expect(html).toContain(`>${escaped(enNews.heading)}</h1>`);
    expect(hrefs(html)).toContain('/news-insights/page/2');
    expect(marked(html)).toBe(0);
    expect('inline' in listData.index && 'lang' in listData.index.inline).toBe(false);
    const archive = prerenderArchive(2);
    const [first, last] = [newsPageSize + 1, newsPageSize * 2];
    expect(archive.text).toContain(`Page 2 of ${pages}: items ${first} to ${last} of ${count}, newest first.`);
    for (const href of hrefs(archive.html)) expect(splitLocale(href).locale, href).toBe('en');
  });
});
