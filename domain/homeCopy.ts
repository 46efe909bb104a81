import { home as deHome } from '../content/de/home.ts';
import { hero } from '../content/hero.ts';
import * as englishHome from '../content/home.ts';
import type { HomeCopy, Locale } from '../content/locales.ts';
import { offices } from '../content/offices.ts';
import { home as roHome } from '../content/ro/home.ts';
import { solutions, solutionsTagline } from '../content/solutions.ts';

// Apart from domain/i18n.ts, which the build's configuration reads: this one reaches the pictures.
const homeCopies: Record<Locale, HomeCopy> = {
  en: {
    ...englishHome,
    page: englishHome.homePage,
    hero,
    solutions,
    solutionsTagline,
    offices: {
      label: englishHome.officesCopy.label,
      cards: offices.map((office) => ({
        title: office.title,
        city: office.city,
        country: office.addressLines.at(-1) ?? '',
      })),
    },
  },
  de: deHome,
  ro: roHome,
};

/**
 * The home page's words in `locale` (content/home.ts, content/<locale>/home.ts), with the hero's
 * media and its buttons' targets from content/hero.ts, the solutions' icons from content/solutions.ts.
 */
export function homeCopy(locale: Locale) {
  const copy = homeCopies[locale];
  return {
    ...copy,
    hero: { ...hero, ...copy.hero, callsToAction: withWords(hero.callsToAction, copy.hero.callsToAction) },
    solutions: withWords(solutions, copy.solutions),
    offices: {
      label: copy.offices.label,
      // The country is an address's last line: shown in the language, the rest as written.
      cards: withWords(offices, copy.offices.cards).map(({ country, ...office }) => ({
        ...office,
        addressLines: [...office.addressLines.slice(0, -1), country ?? office.addressLines.at(-1)],
      })),
    },
  };
}

/** The English items (`english`) with each one's words in the language (`words`, by position). */
function withWords<T extends object, W extends object>(english: readonly T[], words: readonly W[]): (T & Partial<W>)[] {
  return english.map((item, index) => ({ ...item, ...words[index] }));
}
