import type { Translation } from '../types.ts';

/**
 * docs/product.md §2 Image carousel: six slides, in this order, each keyed by its photo
 * (content/images/carousel/<id>.jpg): its title, its description and the photo's alt text. The
 * source content/<locale>/carousel.ts translates (`CarouselWords`).
 */
export const carousel = {
  'factory-line': {
    title: 'Factory-built modules',
    description: 'Power, cooling and white-space modules take shape side by side on the Houston production line.',
    alt: 'Data center modules in rows on a factory floor under bright lights',
  },
  'factory-testing': {
    title: 'Tested before they ship',
    description: 'Every module is wired, pressure-tested and load-banked in the factory before it leaves.',
    alt: 'An engineer beside an open module with test equipment connected',
  },
  delivery: {
    title: 'Delivered by road',
    description: 'Modules travel as standard loads and arrive on site ready to set on prepared foundations.',
    alt: 'A prefabricated module on a flatbed truck at dusk',
  },
  installation: {
    title: 'Set in days, not months',
    description: 'Cranes place modules on the pad while utility work finishes in parallel.',
    alt: 'A crane lowering a module onto a concrete pad',
  },
  'gpu-hall': {
    title: 'Liquid-cooled GPU halls',
    description: 'High-density halls ready for direct-to-chip cooling and the next GPU generation.',
    alt: 'Rows of GPU racks with cooling pipework in a modular hall',
  },
  campus: {
    title: 'Campus scale',
    description: 'Modules combine into campuses that grow from tens of megawatts to gigawatts.',
    alt: 'An aerial view of a modular data center campus beside a substation',
  },
} as const;

/** The solutions video's title (its clip and poster are content/videos.ts's). */
export const solutionsVideo = { title: 'How a Nexoform data center comes together' };

/** The carousel's words in one language (English: `carousel`). */
export type CarouselWords = Translation<typeof carousel>;
/** A video's words in one language (English: `solutionsVideo`). */
export type VideoWords = Translation<typeof solutionsVideo>;
