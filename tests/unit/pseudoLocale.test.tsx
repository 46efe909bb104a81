// A pseudo-locale (docs/decisions.md, D61): every English catalogue string accented and made
// about 40% longer, rendered in place of German. A string of the catalogue that the English home
// page shows must show changed, and no English catalogue string may be left outside an island
// marked lang="en" (the entries that are English on purpose). Rendered on the server, as the
// build prerenders, so attributes (aria-label, alt, the form's messages) are read with the text.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../content/locales';
import { en, type UiCatalogue } from '../../content/ui/en';
import { homeCopy } from '../../domain/homeCopy';

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
const { default: Page } = await import('../../pages/index/+Page');

function renderHome(locale: Locale): Document {
  const pageContext = { locale, urlPathname: '/', is404: false } as unknown as PageContextServer;
  const children: ReactNode = createElement(Layout, null, createElement(Page));
  const html = renderToString(createElement(VikeReactProviderPageContext, { pageContext, children }));
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

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

describe('the pseudo-locale on the home page', () => {
  const english = visible(renderHome('en'));
  const shown = visible(renderHome('de'));
  // The German copy modules (not the catalogue) are German, and may write a name as English does.
  const germanCopy = JSON.stringify(homeCopy('de'));
  const used = leaves(en).filter((text) => pieces(text).some((piece) => english.includes(piece)));

  it('uses the catalogue on the home page at all', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it('shows every catalogue string the English page shows changed, in the page language', () => {
    const unchanged = used.filter((text) =>
      pieces(text).some((piece) => english.includes(piece) && !shown.includes(accent(piece))),
    );
    expect(unchanged).toEqual([]);
  });

  it('leaves no English catalogue string outside lang="en" islands', () => {
    const left = leaves(en).flatMap((text) =>
      pieces(text).filter((piece) => piece.length > 3 && shown.includes(piece) && !germanCopy.includes(piece)),
    );
    expect(left).toEqual([]);
  });
});
