/**
 * The news list's HTML does not grow with the archive (docs/decisions.md, "News & Insights"):
 * rendered as the build prerenders it, from its own data hook, with the index moved out of the
 * page as the build's first step does (scripts/build/newsIndexFile.ts), with 2,500 generated items. The
 * bytes are exact; the byte budget of the built page with the real content is
 * tests/e2e/budgets.spec.ts.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext, PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import type { NewsCardItem } from '../../components/NewsCard/NewsCard';
import { news } from '../../publishing/site';
import { newsArchivePaths } from '../../domain/routes';
import { newsPageSize, pageCount } from '../../domain/newsPages';
import { moveIndexOut } from '../../scripts/build/newsIndexFile.ts';
import { parseHtml, printHtml } from '../../scripts/build/builtPages.ts';
import { brotliSize, budgets } from '../../tests/support/budgets.mjs';
import Layout from '../+Layout';
import { data } from './index/+data';
import Head from './+Head';
import ListHead from './index/+Head';
import Page from './index/+Page';
import { data as archiveData } from './page/@page/+data';

const items = vi.hoisted(() => ({ current: [] as NewsCardItem[] }));
vi.mock('./listItems', () => ({ newsListItems: () => items.current }));

const types = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'] as const;
/** `count` items, three a week going back, every third with one of the content's photos. */
function generated(count: number): NewsCardItem[] {
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

/** The list's head (the feed's link, the data block) and body, as prerendered for `list`. */
function prerender(list: NewsCardItem[]): string {
  items.current = list;
  const pageContext = {
    urlPathname: '/news-insights',
    data: data(),
  } as PageContext;
  const within = (children: ReturnType<typeof createElement>) =>
    renderToString(createElement(VikeReactProviderPageContext, { pageContext, children }));
  return (
    within(createElement(Head)) +
    withIndexMovedOut(within(createElement(ListHead))) +
    within(createElement(Layout, null, createElement(Page)))
  );
}

describe('the prerendered news list shows every item up to 60, and 60 with a pager past that (docs/decisions.md#d22)', () => {
  it.each([25, 60, 61, 2_500])('with %i items', (count) => {
    const html = prerender(generated(count));
    expect(html.match(/<article/g)).toHaveLength(Math.min(count, newsPageSize));
    const pager = html.includes('aria-label="News pages"');
    expect(pager).toBe(count > newsPageSize);
    if (count > newsPageSize) {
      expect(html).toContain(`${count} results, page 1 of ${pageCount(count)}<`);
      expect(html).toContain('href="/news-insights/page/2"');
    } else expect(html).toContain(`>${count} results<`);
  });

  it.each([61, 2_500])('with %i items the archive pages hold the rest, 60 a page, each item once', (count) => {
    items.current = generated(count);
    const paths = newsArchivePaths(count);
    expect(paths).toHaveLength(pageCount(count) - 1);
    const shown = paths.flatMap((path) => {
      const page = path.split('/').pop()!;
      const archive = archiveData({ routeParams: { page } } as unknown as PageContextServer);
      expect(archive.items.length).toBeLessThanOrEqual(newsPageSize);
      expect(archive.first).toBe((Number(page) - 1) * newsPageSize + 1);
      return archive.items.map((item) => item.id);
    });
    expect(shown).toEqual(items.current.slice(newsPageSize).map((item) => item.id));
  });
});

describe('the prerendered news list at 2,500 items', () => {
  const large = prerender(generated(2_500));
  // A full first page: what the HTML holds from 60 items on.
  const full = prerender(generated(newsPageSize + 1));

  it('stays within the HTML budget of 20 KB brotli with the site stylesheet at its own budget', () => {
    // The stylesheet is inlined in the built page; its budget stands in for it here.
    expect(brotliSize(large) + budgets.news.css).toBeLessThanOrEqual(20_000);
  });

  it('is hardly larger than with one full page: the items beyond the first page cost no HTML', () => {
    expect(brotliSize(large) - brotliSize(full)).toBeLessThanOrEqual(1_000);
    expect(large.length - full.length).toBeLessThanOrEqual(2_000);
  });
});
