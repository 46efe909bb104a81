// @vitest-environment jsdom
// A pseudo-locale (docs/decisions.md, D61) added the way a new language is: a row of the locale
// table with its words (content/locales.ts), nothing else. Its words are English's, every string
// accented and made about 40% longer. Every page the build makes in it is rendered on the server, as
// the build prerenders it, head included, so attributes (aria-label, alt, meta content, the form's
// messages) are read with the text. On each: a catalogue string that the English page shows must show
// changed, and no English catalogue string may be left outside an island marked with another
// language (the entries that are English, or another language, on purpose).
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import type * as Locales from '../../content/locales';
import type * as Legal from '../../publishing/legal';

const { accent, pseudoOf, placeholder } = vi.hoisted(() => {
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
  /** Words with every string made pseudo, and every function's text. */
  function pseudoOf<T>(value: T): T {
    if (typeof value === 'string') return pseudo(value) as T;
    if (typeof value === 'function') return ((...args: unknown[]) => pseudo(value(...args))) as T;
    if (Array.isArray(value)) return value.map(pseudoOf) as T;
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoOf(inner)])) as T;
    return value;
  }
  return { accent, pseudoOf, placeholder };
});

/** Every text of the words, plural forms included. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(Object(value) as object).flatMap(leaves);

vi.mock('../../content/locales', async (original) => {
  const actual = await original<typeof Locales>();
  const { en } = actual.locales;
  const xx = { prefix: '/xx', lang: 'xx', intl: en.intl, ogLocale: 'xx_XX', nativeName: 'Pseudo', ui: pseudoOf(en.ui) };
  return {
    ...actual,
    locales: { ...actual.locales, xx },
    pageWords: { ...actual.pageWords, xx: pseudoOf({ ...actual.pageWords.en }) },
    localeCodes: [...actual.localeCodes, 'xx'],
  };
});

// The legal pages' words are content files per language (content/legal/), not the catalogue's: the
// pseudo-locale's are English's, accented as its catalogue is, and read by the checks below as the
// page's entries.
vi.mock('../../publishing/legal', async (original) => {
  const actual = await original<typeof Legal>();
  const { localeCodes } = await import('../../content/locales');
  /** A parsed text with its words accented, its tags and attributes kept. */
  const accented = (node: unknown): unknown =>
    typeof node === 'string'
      ? accent(node)
      : typeof node === 'object' && node !== null && 'children' in node && Array.isArray(node.children)
        ? { ...node, children: node.children.map(accented) }
        : node;
  const section = (s: Legal.LegalSection) => ({ ...s, heading: accent(s.heading), body: accented(s.body) });
  return {
    ...actual,
    loadLegalTexts: async () => {
      // Every language's files but the pseudo-locale's, which has none.
      const texts = await actual.loadLegalTexts(undefined, localeCodes.slice(0, -1));
      const pseudo = Object.fromEntries(
        Object.entries(texts.en!).map(([page, { title, description, date, sections }]) => [
          page,
          { title: accent(title), description: accent(description), date, sections: sections.map(section) },
        ]),
      );
      return { ...texts, xx: pseudo };
    },
  };
});

const pseudoLocale = 'xx' as Locales.Locale;
const { locales, pageWords } = await import('../../content/locales');
const { splitLocale } = await import('../../domain/i18n');
const { legalPages, legalPath } = await import('../../content/legalPages');
const { prerenderedPaths } = await import('../../domain/routes');
const { news, pressReleases, findPressRelease, entryTranslations } = await import('../../publishing/site');
const { default: Head } = await import('../../pages/+Head');
const { default: Layout } = await import('../../pages/+Layout');

type PageFiles = { Page: () => ReactNode; data?: (context: PageContextServer) => unknown; folder: string };
type Setting = { default?: (context: object) => string; title?: (context: object) => string };
/** What a page shows of its data, given how to load it. */
type Shown = (load: () => unknown) => unknown;

/** The page folder (pages/…) that builds each English address, as Vike's routes map them. */
async function pageFor(path: string): Promise<PageFiles> {
  const named: Record<string, string> = { '/': 'index', '/news-insights': 'news-insights/index', '/xyz': 'partner' };
  named['/news-insights/upgradeable-data-center-white-paper'] = 'news-insights/upgradeable-data-center-white-paper';
  for (const page of legalPages) named[legalPath(page)] = 'legal';
  if (/^\/news-insights\/page\/\d+$/.test(path)) named[path] ??= 'news-insights/page/@page';
  if (entryTranslations.has(path)) named[path] ??= 'newsroom/press-release';
  const folder = named[path];
  if (!folder) throw new Error(`${path}: no page folder known for this translated address; add it to pageFor`);
  const pages = import.meta.glob<{ default: () => ReactNode; data?: PageFiles['data'] }>(
    '../../pages/**/+{Page,data}.{ts,tsx}',
  );
  const file = (name: string) =>
    pages[`../../pages/${folder}/+${name}.tsx`] ?? pages[`../../pages/${folder}/+${name}.ts`];
  const data = await file('data')?.();
  return { Page: (await file('Page')!()).default, data: data?.data, folder };
}

const settings = import.meta.glob<Setting>('../../pages/**/+{title,description}.ts', { eager: true });
/** A page's title or description setting (its own, else the site's). */
const setting = (folder: string, name: 'title' | 'description', context: object) => {
  const own = settings[`../../pages/${folder}/+${name}.ts`];
  return (own?.default ?? own?.title)?.(context) ?? '';
};

/**
 * The page at `address` rendered as the build does, head and body, with its data (`shown`: changed),
 * and the text of its entries: the islands marked with another language than the page's and the data.
 */
async function render(address: string, shown: Shown = (load) => load()) {
  const { locale, path } = splitLocale(address);
  const { Page, data, folder } = await pageFor(path);
  const page = /\/page\/(\d+)$/.exec(path)?.[1];
  const context = { locale, urlPathname: path, is404: false, routeParams: page ? { page } : {} };
  const loaded = shown(() => data?.(context as unknown as PageContextServer));
  const withData = { ...context, data: loaded };
  const config = { title: setting(folder, 'title', withData), description: setting(folder, 'description', withData) };
  const html = renderToString(
    createElement(VikeReactProviderPageContext, {
      pageContext: { ...withData, config } as unknown as PageContextServer,
      children: [
        createElement(Head, { key: 'head' }),
        createElement(Layout, { key: 'body', children: createElement(Page) }),
      ],
    }),
  );
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  document.body.append(config.title, '\n', config.description);
  const islands = [...document.querySelectorAll('[lang]')].map((island) => island.textContent);
  return { document, entries: [...islands, JSON.stringify(loaded ?? '')].join('\n') };
}

/** What a visitor meets of a page, outside islands in another language: its text and the attributes read out or shown. */
function visible(document: Document): string {
  // Scripts and styles are code, and the head's links name files for the browser, not words a visitor reads.
  for (const island of document.querySelectorAll('[lang], script, style, link')) island.remove();
  const read = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription', 'content', 'data-messages'];
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    read.flatMap((name) => element.getAttribute(name) ?? []),
  );
  // Each text node on its own line: a link's words end where the next element's begin ('Back to Home', then the title).
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return [...texts, ...attributes].join('\n');
}

/** True when `text` has `piece` as whole words: 'May' is not in 'Maya'. */
const hasWords = (text: string, piece: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);

/** The literal pieces of a string (between its placeholders) long enough to be words, but none that the
 * page's `entries` also write: such a piece says nothing about the words. */
const pieces = (text: string, entries: string) =>
  text
    .split(placeholder)
    .filter((piece) => !placeholder.test(piece) && /\p{L}{3}/u.test(piece) && accent(piece) !== piece)
    .map((piece) => piece.trim())
    .filter((piece) => !hasWords(entries, piece));

const english = { ui: locales.en.ui, pages: pageWords.en };
const releases = pressReleases.map(({ path }) => ({ path, translations: entryTranslations.get(path) }));
/** Every page the build makes in a language, by its address. */
const builtIn = (locale: string) =>
  prerenderedPaths(releases, news.length).filter((address) => splitLocale(address).locale === locale);
const addresses = builtIn(pseudoLocale);
// A release translated into some language, rendered with that translation's words around the pseudo-locale's.
const release = [...entryTranslations].find(([, languages]) => languages.length > 0);

describe('the pseudo-locale', () => {
  it('is built in every page that every other language is', () => {
    const translated = (locale: string) => builtIn(locale).map((address) => splitLocale(address).path);
    expect(translated(pseudoLocale)).toEqual(translated('de').filter((path) => !entryTranslations.has(path)));
    expect(addresses.length).toBeGreaterThanOrEqual(4);
  });

  const { prefix } = locales[pseudoLocale];
  const cases = [
    ...addresses.map((address) => ({ page: address, address, shown: undefined })),
    {
      page: `${prefix}/news-insights with nothing to show`,
      address: `${prefix}/news-insights`,
      shown: (load: () => unknown) => ({ ...(load() as object), items: [], total: 0, years: [] }),
    },
    ...(release ? [release] : []).map(([path, [language]]) => ({
      page: `the press release ${path}, translated into ${language}`,
      address: `${prefix}${path}`,
      shown: () => findPressRelease(path, language),
    })),
  ];

  describe.each(cases)('on $page', ({ address, shown }) => {
    // The English page beside it shows the same data (the same translated release).
    const pages = Promise.all([render(splitLocale(address).path, shown), render(address, shown)]);

    it('uses the words and shows every string the English page shows changed, in the page language', async () => {
      const [englishPage, pseudoPage] = await pages;
      const before = visible(englishPage.document);
      // The page's words may sit inside an island too (an English entry's card gives its date in the page's language).
      const after = `${pseudoPage.document.body.textContent}\n${visible(pseudoPage.document)}`;
      const fromWords = (text: string) => pieces(text, pseudoPage.entries).filter((piece) => hasWords(before, piece));
      const used = leaves(english).filter((text) => fromWords(text).length > 0);
      expect(used.length).toBeGreaterThan(5);
      expect(used.filter((text) => fromWords(text).some((piece) => !after.includes(accent(piece))))).toEqual([]);
    });

    it('leaves no English string outside islands marked with another language', async () => {
      const [, pseudoPage] = await pages;
      const after = visible(pseudoPage.document);
      const left = leaves(english).flatMap((text) =>
        pieces(text, pseudoPage.entries).filter((piece) => piece.length > 3 && hasWords(after, piece)),
      );
      expect(left).toEqual([]);
    });
  });
});
