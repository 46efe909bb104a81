/**
 * The site's languages (docs/decisions.md, "Languages in the address, words in typed catalogues").
 * English is the default and keeps every address it has; every other locale lives under its prefix
 * with the same path after it (`/de/news-insights`). `lang` goes on `<html>` and on links to the
 * locale, `intl` to `Intl`, `ogLocale` to Open Graph, `nativeName` to the language switcher (each
 * language named in itself).
 */
export const locales = {
  en: { prefix: '', lang: 'en', intl: 'en-GB', ogLocale: 'en_GB', nativeName: 'English' },
  de: { prefix: '/de', lang: 'de', intl: 'de-DE', ogLocale: 'de_DE', nativeName: 'Deutsch' },
  ro: { prefix: '/ro', lang: 'ro', intl: 'ro-RO', ogLocale: 'ro_RO', nativeName: 'Română' },
} as const;

export type Locale = keyof typeof locales;

/** The locale of every address without a prefix, and `x-default` for search engines. */
export const defaultLocale = 'en' satisfies Locale;

/** Every locale, the default first: the order of the language switcher and the hreflang links. */
export const localeCodes = Object.keys(locales) as Locale[];
