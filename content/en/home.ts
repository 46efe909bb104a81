import { company } from '../identity.ts';
import { offices } from '../offices.ts';
import { solutions } from '../solutions.ts';
import type { SolutionShape, Translation } from '../types.ts';

/** The home page's own copy (docs/product.md §1 and §2). */
const homePage = {
  title: 'Nexoform | Prefabricated Data Centers for GPU and AI Infrastructure',
  description:
    'Nexoform designs, manufactures and supplies flexible, prefabricated, modular data centers built for GPU and AI infrastructure, scalable to gigawatts.',
} as const;

const mission = {
  title: 'Our Mission',
  subtitle: 'Turnkey AI infrastructure, delivered at the speed of the technology inside it.',
  paragraphs: [
    `${company.name} designs, manufactures and delivers turnkey prefabricated data centers for GPU infrastructure, scalable from a few megawatts to gigawatts. Because modules are built in our factories while the site is prepared, our customers accelerate revenue generation and gain schedule certainty that traditional construction cannot offer.`,
    'Every deployment flexes to the power available at a site: start with what the grid can give today and add capacity as more arrives, without redesigning the campus.',
  ],
} as const;

const solutionsCopy = {
  title: `${company.name} Solutions`,
  subtitle: 'A Smarter Way to Build Digital Infrastructure',
} as const;

const newsPreviewCopy = {
  title: 'News & Insights',
  subtitle: 'Announcements, coverage and ideas from the prefabricated data center frontier.',
  /** The link to the full list: its visible words, then words only a screen reader hears. */
  readMore: 'Read more',
  readMoreHidden: ' News & Insights',
} as const;

/** D11: the seventh home section carries the marketing figures of docs/product.md §9. */
const byTheNumbers = {
  title: 'By the numbers',
  subtitle: `The ${company.trademark}: a prefabricated architecture that supports rapid GPU refresh cycles.`,
  figures: [
    { value: '48%', label: 'faster delivery than a traditional build' },
    { value: '80 / 20', label: '80% built offsite in our factories, 20% onsite' },
    { value: '12–18', label: 'months between GPU generations, and our modules keep pace' },
    {
      value: '250,000',
      label: 'sq ft of manufacturing space, up from 50,000 (Houston 150,000; Cluj 50,000 → 100,000)',
    },
    { value: '500 MW', label: 'a year of capacity for EMEA' },
    { value: '700 MW', label: 'a year of capacity for the Americas' },
    { value: '60MW', label: 'AI data centre in Glomfjord, Norway' },
    { value: '100MW+', label: 'fast-tracked with Meridian Advisory' },
    { value: 'GW', label: 'campuses that scale to gigawatts' },
  ],
  linkLabel: 'Read the white paper',
} as const;

const teamCopy = {
  title: 'Our Team',
  intro:
    'Engineers, builders and operators from hyperscale, energy and manufacturing, united by one idea: data centers should be products made in factories, not projects improvised on site.',
  readBiography: (name: string) => `Read biography of ${name}`,
  close: 'Close',
} as const;

const contactCopy = {
  title: 'Contact Us',
  intro: 'Please leave your details and we will get back to you',
} as const;

/** The leadership quote on the home page (docs/product.md §2): given by content/identity.ts `quoteBy`. */
const leadershipQuote = {
  label: 'A word from our Chief Technology Officer',
  quote:
    'GPUs now change generation every 12 to 18 months, but most data centers are still built to stand unchanged for fifteen years. The Upgradeable Data Center™ closes that gap: the building keeps pace with the technology inside it, so our customers never have to choose between speed and the future.',
} as const;

/**
 * The home page in English (docs/decisions.md, "Languages in the address, words in typed
 * catalogues"), the source content/<locale>/home.ts translates (`HomeCopy`). Words that go with a
 * picture, an icon or an address are keyed by its id: the hero's buttons by the section they go to,
 * the solutions by their icon (content/solutions.ts), the office cards by the office's city
 * (content/offices.ts, whose English words they are).
 */
export const home = {
  page: homePage,
  hero: {
    /** docs/product.md §1: the headline, in three lines. */
    headline: [
      'Enabling the global AI revolution by delivering',
      'Flexible, Prefabricated Data Center Solutions',
      'specifically designed for GPU infrastructure',
    ],
    /** The hero's region, named for screen readers. */
    label: 'Hero cover',
    callsToAction: { Solutions: 'IP Solutions', ContactForm: 'Get in Touch' },
  },
  mission,
  solutionsCopy,
  solutions: Object.fromEntries(solutions.map(({ shapeKey, title, content }) => [shapeKey, { title, content }])) as {
    [Shape in SolutionShape]: { title: string; content: string };
  },
  solutionsTagline: 'Prefabricated. Upgradeable. Ready when your GPUs are.',
  newsPreviewCopy,
  byTheNumbers,
  teamCopy,
  contactCopy,
  offices: {
    label: 'Our offices',
    /** Each office card's title, its city as shown and its country line (the rest of the address is as written). */
    cards: Object.fromEntries(
      offices.map(({ title, city, addressLines }) => [city, { title, city, country: addressLines.at(-1) ?? '' }]),
    ) as { [City in (typeof offices)[number]['city']]: { title: string; city: string; country: string } },
  },
  leadershipQuote,
} as const;

/** The home page's words in one language (English: `home`). */
export type HomeCopy = Translation<typeof home>;
