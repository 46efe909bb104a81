import { hero } from '../content/hero.ts';
import { quoteBy } from '../content/identity.ts';
import { pageWords, type Locale } from '../content/locales.ts';
import { offices } from '../content/offices.ts';
import { solutions } from '../content/solutions.ts';

/**
 * The home page in `locale`: its words (content/<locale>/home.ts) on the English modules' media,
 * each item's words found by its id: the hero's buttons by the section they go to, the solutions'
 * by their icon, the offices' by their city (the country, an address's last line, shown in the
 * language, the rest of the address as written).
 */
export function homeCopy(locale: Locale) {
  const words = pageWords[locale].home;
  return {
    ...words,
    hero: {
      ...hero,
      ...words.hero,
      callsToAction: hero.callsToAction.map((action) => ({ ...action, label: words.hero.callsToAction[action.navId] })),
    },
    solutions: solutions.map((solution) => ({ ...solution, ...words.solutions[solution.shapeKey] })),
    offices: {
      label: words.offices.label,
      cards: offices.map((office) => {
        const { country, ...card } = words.offices.cards[office.city];
        return { ...office, ...card, addressLines: [...office.addressLines.slice(0, -1), country] };
      }),
    },
    leadershipQuote: { ...words.leadershipQuote, memberSlug: quoteBy },
  };
}
