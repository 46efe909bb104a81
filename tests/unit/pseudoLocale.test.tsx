// A pseudo-locale (docs/decisions.md, D61): every English catalogue string accented and made
// about 40% longer, rendered in place of German. A string of the catalogue that the English page
// shows must show changed, and no English catalogue string may be left outside an island marked
// lang="en" (the entries that are English on purpose). Rendered on the server, as the build
// prerenders, so attributes (aria-label, alt, the form's messages) are read with the text. The
// pages: the home page, the news list (with cards, and with nothing to show) and a press release
// translated into German.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../content/locales';
import { en, type UiCatalogue } from '../../content/ui/en';
import { homeCopy } from '../../domain/homeCopy';
import { newsInsightsCopy as deNewsCopy } from '../../content/de/newsInsights';
import { newsInsightsCopy as enNewsCopy } from '../../content/newsInsights';

const accents: Record<string, string> = Object.fromEntries(
  [...'aeiouycnsAEIOUYCNS'].map((letter, index) => [letter, [...'åéîøüýçñšÅÉÎØÜÝÇÑŠ'][index]!]),
);
const placeholder = /(\{\w+\})/;
/** A piece of text as the pseudo-locale writes it: letters accented, placeholders kept. */
const accent = (text: string) =>
  text
    .split(placeholder)
    .map((piece) => (placeholder.test(piece) ? piece : [...piece].map((c) => accents[c] ?? c).join('')))
    .join('');
/** A whole string: accented, bracketed and padded to about 140% of its length. */
const pseudo = (text: string) => `⟦${accent(text)}${'·'.repeat(Math.ceil(text.length * 0.4))}⟧`;

function pseudoOf<T>(value: T): T {
  if (typeof value === 'string') return pseudo(value) as T;
  if (Array.isArray(value)) return value.map(pseudoOf) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoOf(inner)])) as T;
  return value;
}

/** Every text of the catalogue, plural forms included. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(leaves)
      : [];

// German is replaced by the pseudo catalogue; every other language is as shipped.
vi.mock('../../domain/i18n', async (original) => {
  const actual = await original<typeof import('../../domain/i18n')>();
  const pseudoCatalogue = pseudoOf(en) as UiCatalogue;
  return { ...actual, ui: (locale: Locale) => (locale === 'de' ? pseudoCatalogue : actual.ui(locale)) };
});

const { default: Layout } = await import('../../pages/+Layout');
const { default: HomePage } = await import('../../pages/index/+Page');
const { default: NewsPage } = await import('../../pages/news-insights/index/+Page');
const { data: newsData } = await import('../../pages/news-insights/index/+data');
const { default: ReleasePage } = await import('../../pages/newsroom/press-release/+Page');
const { entryTranslations, findPressRelease } = await import('../../publishing/site');

function render(page: () => ReactNode, pageContext: object): Document {
  const children: ReactNode = createElement(Layout, null, createElement(page));
  const html = renderToString(
    createElement(VikeReactProviderPageContext, {
      pageContext: { is404: false, ...pageContext } as unknown as PageContextServer,
      children,
    }),
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

/** The list with its first page of cards, or with nothing to show (its empty state). */
const newsList = (empty: boolean) => (locale: Locale) => {
  const data = newsData({ locale });
  const shown = empty ? { ...data, items: [], total: 0, years: [] } : data;
  return render(NewsPage, { locale, urlPathname: '/news-insights', data: shown });
};

// A press release the content translates into German (the pseudo catalogue stands in for German).
const releasePath = [...entryTranslations].find(([, locales]) => locales.includes('de'))?.[0];

/** What a visitor meets of a page, outside lang="en" islands: its text and the attributes read out or shown. */
function visible(document: Document): string {
  // Scripts and styles are code, not words a visitor reads.
  for (const island of document.querySelectorAll('[lang="en"], script, style')) island.remove();
  const read = [
    'aria-label',
    'alt',
    'title',
    'placeholder',
    'aria-roledescription',
    'data-messages',
    'data-video-title',
  ];
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    read.flatMap((name) => element.getAttribute(name) ?? []),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

/** The literal pieces of a catalogue string (between its placeholders) long enough to be words. */
const pieces = (text: string) =>
  text
    .split(placeholder)
    .filter((piece) => !placeholder.test(piece) && /\p{L}{3}/u.test(piece))
    .map((piece) => piece.trim());

describe.each([
  {
    page: 'the home page',
    renderIn: (locale: Locale) => render(HomePage, { locale, urlPathname: '/' }),
    // The German copy modules (not the catalogue) are German, and may write a name as English does.
    germanCopy: () => JSON.stringify(homeCopy('de')),
    content: () => '',
    least: 20,
  },
  {
    page: 'the news list',
    renderIn: newsList(false),
    germanCopy: () => JSON.stringify(deNewsCopy),
    // The list's copy module, not the catalogue, writes its heading (the same in both languages).
    content: () => JSON.stringify([enNewsCopy, deNewsCopy]),
    least: 10,
  },
  {
    page: 'the news list with nothing to show',
    renderIn: newsList(true),
    germanCopy: () => JSON.stringify(deNewsCopy),
    content: () => JSON.stringify([enNewsCopy, deNewsCopy]),
    least: 5,
  },
  {
    page: 'a press release translated into German',
    renderIn: (locale: Locale) => {
      if (!releasePath) throw new Error('No press release is translated into German (content/press-releases/de/)');
      return render(ReleasePage, { locale, urlPathname: releasePath, data: findPressRelease(releasePath, locale) });
    },
    // The release's own words are German, and may write a name as English does.
    germanCopy: () => JSON.stringify(releasePath ? findPressRelease(releasePath, 'de') : ''),
    // The release's own words, in either language, may share a word with the catalogue ('results').
    content: () =>
      JSON.stringify(releasePath ? [findPressRelease(releasePath, 'en'), findPressRelease(releasePath, 'de')] : ''),
    least: 5,
  },
])('the pseudo-locale on $page', ({ renderIn, germanCopy, content, least }) => {
  const english = visible(renderIn('en'));
  const shown = visible(renderIn('de'));
  // A piece the page's content (not the catalogue) also writes says nothing about the catalogue.
  const words = content();
  const fromCatalogue = (piece: string) => english.includes(piece) && !words.includes(piece);
  const used = leaves(en).filter((text) => pieces(text).some(fromCatalogue));

  it('uses the catalogue on the page at all', () => {
    expect(used.length).toBeGreaterThan(least);
  });

  it('shows every catalogue string the English page shows changed, in the page language', () => {
    const unchanged = used.filter((text) =>
      pieces(text).some((piece) => fromCatalogue(piece) && !shown.includes(accent(piece))),
    );
    expect(unchanged).toEqual([]);
  });

  it('leaves no English catalogue string outside lang="en" islands', () => {
    const copy = germanCopy();
    const left = leaves(en).flatMap((text) =>
      pieces(text).filter((piece) => piece.length > 3 && shown.includes(piece) && !copy.includes(piece)),
    );
    expect(left).toEqual([]);
  });
});
