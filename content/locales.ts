import * as dePages from './de/pages.ts';
import { ui as deUi } from './de/ui.ts';
import * as enPages from './en/pages.ts';
import { ui as enUi } from './en/ui.ts';
import * as roPages from './ro/pages.ts';
import { ui as roUi } from './ro/ui.ts';
import type { Translation } from './types.ts';

/**
 * The site's languages (docs/decisions.md, "Languages in the address, words in typed catalogues"),
 * the one code file a new language touches: its row here, its words in content/<locale>/ (a UI
 * catalogue, `ui.ts`, and each page's words, `pages.ts`, typed by English's, content/en/), and its
 * translated entries in content/press-releases/<locale>/ and the like.
 *
 * English is the default and keeps every address it has; every other locale lives under its prefix
 * with the same path after it (`/de/news-insights`). `lang` goes on `<html>` and on links to the
 * locale, `intl` to `Intl`, `ogLocale` to Open Graph, `nativeName` to the language switcher (each
 * language named in itself), `ui` is what every page's shared words and the news list's are read from.
 */
export const locales = {
  en: { prefix: '', lang: 'en', intl: 'en-GB', ogLocale: 'en_GB', nativeName: 'English', ui: enUi },
  de: { prefix: '/de', lang: 'de', intl: 'de-DE', ogLocale: 'de_DE', nativeName: 'Deutsch', ui: deUi },
  ro: { prefix: '/ro', lang: 'ro', intl: 'ro-RO', ogLocale: 'ro_RO', nativeName: 'Română', ui: roUi },
} as const;

export type Locale = keyof typeof locales;

/**
 * The words of every other page, by language. Apart from the rows, so that the browser's scripts,
 * which read the rows (the news list renders again in the browser), carry none of them.
 */
export const pageWords: Record<Locale, Translation<typeof enPages>> = { en: enPages, de: dePages, ro: roPages };

/** The locale of every address without a prefix, and `x-default` for search engines. */
export const defaultLocale = 'en' satisfies Locale;

/** Every locale, the default first: the order of the language switcher and the hreflang links. */
export const localeCodes = Object.keys(locales) as Locale[];
