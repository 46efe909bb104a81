/**
 * The news list and its archive pages in another language, as the build prerenders them with an
 * archive large enough for archive pages: every link stays under the language's prefix, the words
 * are the language's copy module's, and each item whose words are in another language is marked.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext, PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { newsInsightsCopy as deNews } from '../../content/de/newsInsights';
import type { Locale } from '../../content/locales';
import { newsInsightsCopy as enNews } from '../../content/en/newsInsights';
import { splitLocale } from '../../domain/i18n';
import { newsPageSize, pageCount } from '../../domain/newsPages';
import { data } from './index/+data';
import Page from './index/+Page';
import type { ListItem } from './listItems';
import { data as archiveData } from './page/@page/+data';
import ArchivePage from './page/@page/+Page';
import { title as archiveTitle } from './page/@page/+title';

const lists = vi.hoisted(() => ({ byLocale: {} as Partial<Record<string, ListItem[]>> }));
vi.mock('./listItems', () => ({ newsListItems: (locale: string = 'en') => lists.byLocale[locale] ?? [] }));

const count = newsPageSize * 2 + 5;
const pages = pageCount(count);
/** `count` items, newest first; on the German list every third is still in English. */
const generated = (locale: Locale): ListItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: count - index,
    date: new Date(Date.UTC(2025, 0, 1) - index * 86_400_000).toISOString().slice(0, 10),
    headline: `${locale === 'de' && index % 3 !== 0 ? 'Meldung' : 'Item'} ${count - index}`,
    type: 'News Article' as const,
    publication: 'DCD',
    uri: `https://news.example/${index}`,
    ...(locale === 'de' && index % 3 === 0 ? { lang: 'en' as const } : {}),
  }));
lists.byLocale = { en: generated('en'), de: generated('de') };

const render = (pageContext: object, page: () => ReturnType<typeof createElement>) =>
  renderToString(
    createElement(VikeReactProviderPageContext, {
      pageContext: pageContext as PageContext,
      children: createElement(page),
    }),
  );
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!);
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;');
/** Cards whose headline is marked English. */
const marked = (html: string) => [...html.matchAll(/<h2[^>]*><span lang="en">/g)].length;

describe('the German news list with archive pages', () => {
  it('links its pages and Back under /de, with its words, marking the English items', () => {
    const listData = data({ locale: 'de' });
    const html = render({ locale: 'de', urlPathname: '/news-insights', data: listData }, Page);
    expect(html).toContain(`>${escaped(deNews.heading)}</h1>`);
    expect(html).toContain(escaped(deNews.subtitle));
    const links = hrefs(html).filter((href) => href.startsWith('/'));
    expect(links).toContain('/de/news-insights/page/2');
    expect(links).toContain('/de');
    for (const href of links) expect(splitLocale(href).locale, href).toBe('de');
    expect(marked(html)).toBe(listData.items.filter((item) => item.lang === 'en').length);
    expect(marked(html)).toBeGreaterThan(0);
    // Its index says which items are English, so the list keeps the marks once hydrated.
    const index = 'inline' in listData.index ? listData.index.inline : undefined;
    expect(index?.lang?.en).toEqual(lists.byLocale.de!.flatMap((item, position) => (item.lang ? [position] : [])));
  });

  it.each(Array.from({ length: pages - 1 }, (_, index) => index + 2))(
    'archive page %i is in German under /de',
    (page) => {
      const pageContext = {
        locale: 'de' as const,
        urlPathname: `/news-insights/page/${page}`,
        routeParams: { page: String(page) },
      };
      const archive = archiveData(pageContext as unknown as PageContextServer);
      const html = render({ ...pageContext, data: archive }, ArchivePage);
      expect(archiveTitle({ ...pageContext, data: archive } as unknown as PageContext<typeof archive>)).toBe(
        deNews.archive.title(page, pages),
      );
      expect(html).toContain(escaped(deNews.archive.searchAll));
      expect(html.replace(/<!-- -->/g, '')).toContain(
        deNews.archive.subtitle(page, pages, archive.first, archive.first + archive.items.length - 1, count),
      );
      for (const href of hrefs(html).filter((link) => link.startsWith('/')))
        expect(splitLocale(href).locale, href).toBe('de');
      expect(marked(html)).toBe(archive.items.filter((item) => item.lang === 'en').length);
    },
  );

  it('leaves the English list and archive pages with English words, English links and no marks', () => {
    const listData = data({ locale: 'en' });
    const html = render({ urlPathname: '/news-insights', data: listData }, Page);
    expect(html).toContain(`>${escaped(enNews.heading)}</h1>`);
    expect(hrefs(html)).toContain('/news-insights/page/2');
    expect(marked(html)).toBe(0);
    expect('inline' in listData.index && 'lang' in listData.index.inline).toBe(false);
    const archive = archiveData({ routeParams: { page: '2' } } as unknown as PageContextServer);
    const archiveHtml = render({ urlPathname: '/news-insights/page/2', data: archive }, ArchivePage);
    expect(archiveHtml.replace(/<!-- -->/g, '')).toContain(
      `Page 2 of ${pages}: items ${newsPageSize + 1} to ${newsPageSize * 2} of ${count}, newest first.`,
    );
    for (const href of hrefs(archiveHtml).filter((link) => link.startsWith('/')))
      expect(splitLocale(href).locale, href).toBe('en');
  });
});
