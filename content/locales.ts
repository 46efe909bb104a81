import type { hero } from './hero.ts';
import type * as home from './home.ts';
import type { solutions, solutionsTagline } from './solutions.ts';

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

/**
 * A translation of English copy of type `T`: the same keys, any text in place of English's (a
 * missing or extra key is a type error), functions that make text taking the same arguments.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** A label for each item of the tuple `T`. */
type Labels<T> = { [K in keyof T]: { label: string } };

/**
 * An office card's words, by the offices' order in content/offices.ts: its title, its city as
 * shown, its country line (an office added in English only shows in English until translated).
 */
type OfficeWords = { title: string; city: string; country: string };

/** A title and a text for each item of the tuple `T`. */
type Cards<T> = { [K in keyof T]: { title: string; content: string } };

/** The hero's words: its media, section ids and links are the English module's (domain/homeCopy.ts). */
type HeroWords = {
  headline: typeof hero.headline;
  label: typeof hero.label;
  callsToAction: Labels<typeof hero.callsToAction>;
};

/** The home page's words in one language (English: content/home.ts and content/hero.ts). */
export type HomeCopy = Translation<{
  page: typeof home.homePage;
  hero: HeroWords;
  mission: typeof home.mission;
  solutionsCopy: typeof home.solutionsCopy;
  /** The solution cards' words: their icons are content/solutions.ts's. */
  solutions: Cards<typeof solutions>;
  solutionsTagline: typeof solutionsTagline;
  newsPreviewCopy: typeof home.newsPreviewCopy;
  byTheNumbers: typeof home.byTheNumbers;
  teamCopy: typeof home.teamCopy;
  contactCopy: typeof home.contactCopy;
  /** The office cards' words: the addresses, numbers and the city the form looks for are content/offices.ts's. */
  offices: { label: string; cards: readonly OfficeWords[] };
  leadershipQuote: typeof home.leadershipQuote;
}>;
