import type { UiCatalogue } from '../content/en/ui.ts';
import { defaultLocale, localeCodes, locales, type Locale } from '../content/locales.ts';

/** The UI catalogue of `locale` (content/<locale>/ui.ts, by content/locales.ts). */
export function ui(locale: Locale): UiCatalogue {
  return locales[locale].ui;
}

/**
 * The pages built in every locale, by their English address (or a pattern of addresses); every
 * other page exists in English only (docs/decisions.md, "Languages in the address, words in typed
 * catalogues").
 */
const translatedPaths: readonly (string | RegExp)[] = [
  '/',
  // The news list and its archive pages, the partner page and the white paper page.
  '/news-insights',
  /^\/news-insights\/page\/[1-9]\d*$/,
  '/xyz',
  '/news-insights/upgradeable-data-center-white-paper',
];

/**
 * The languages other than English each entry page (a press release) is translated into, by its
 * English address: the content decides, so publishing/site.ts makes it (`entryTranslations`) and
 * whoever asks about an entry page passes it (docs/decisions.md, "Translated entries").
 */
export type EntryTranslations = ReadonlyMap<string, readonly Locale[]>;
const noEntries: EntryTranslations = new Map();

/**
 * True when the page at English address `path` is built in `locale`: English always, a page of
 * the list above in every locale, an entry page in the locales `entries` gives it.
 */
export function isTranslated(path: string, locale: Locale, entries: EntryTranslations = noEntries): boolean {
  return (
    locale === defaultLocale ||
    translatedPaths.some((translated) =>
      typeof translated === 'string' ? translated === path : translated.test(path),
    ) ||
    (entries.get(path)?.includes(locale) ?? false)
  );
}

/** The address of the page at English address `path` in `locale`: `/` → `/de`, `/xyz` → `/de/xyz`. */
export function localizedPath(path: string, locale: Locale): string {
  const { prefix } = locales[locale];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * An address split into its locale and its English address (`/de/xyz` → de, `/xyz`): the locale
 * whose prefix it starts with, English when none.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of localeCodes) {
    const { prefix } = locales[locale];
    if (prefix === '') continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/**
 * A link from a page in `locale` to the page at English address `target` (a query or fragment
 * kept): to its translation where one is built, else to the English page with `hrefLang: 'en'`
 * and `english`, so that the link's text says so before the click (docs/decisions.md, D82).
 */
export function pageLink(
  target: string,
  locale: Locale,
  entries: EntryTranslations = noEntries,
): { href: string; hrefLang?: 'en'; english: boolean } {
  const [, path = target, rest = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  return isTranslated(path, locale, entries)
    ? { href: `${localizedPath(path, locale)}${rest}`, english: false }
    : { href: target, hrefLang: 'en', english: true };
}

/** The locales the page at English address `path` is built in, English first (`entries`: as `isTranslated`). */
export function translations(path: string, entries: EntryTranslations = noEntries): Locale[] {
  return localeCodes.filter((locale) => isTranslated(path, locale, entries));
}
