import { picture } from './pictures';
import type { CarouselItem } from './types';

const photo = (name: string, alt: string) => picture(`content/images/carousel/${name}.jpg`, alt);

/** docs/product.md §2 Image carousel: six images with a title and a description. */
export const carousel = [
  {
    title: 'Factory-built modules',
    description: 'Power, cooling and white-space modules take shape side by side on the Houston production line.',
    src: photo('factory-line', 'Data center modules in rows on a factory floor under bright lights'),
  },
  {
    title: 'Tested before they ship',
    description: 'Every module is wired, pressure-tested and load-banked in the factory before it leaves.',
    src: photo('factory-testing', 'An engineer beside an open module with test equipment connected'),
  },
  {
    title: 'Delivered by road',
    description: 'Modules travel as standard loads and arrive on site ready to set on prepared foundations.',
    src: photo('delivery', 'A prefabricated module on a flatbed truck at dusk'),
  },
  {
    title: 'Set in days, not months',
    description: 'Cranes place modules on the pad while utility work finishes in parallel.',
    src: photo('installation', 'A crane lowering a module onto a concrete pad'),
  },
  {
    title: 'Liquid-cooled GPU halls',
    description: 'High-density halls ready for direct-to-chip cooling and the next GPU generation.',
    src: photo('gpu-hall', 'Rows of GPU racks with cooling pipework in a modular hall'),
  },
  {
    title: 'Campus scale',
    description: 'Modules combine into campuses that grow from tens of megawatts to gigawatts.',
    src: photo('campus', 'An aerial view of a modular data center campus beside a substation'),
  },
] as const satisfies readonly CarouselItem[];

/**
 * The carousel's words in another language, slide by slide in the order above: its title, its
 * description and its photo's alt text (the photos themselves are the ones above).
 */
export type CarouselWords = SlideWords<typeof carousel>;
type SlideWords<T> = { readonly [K in keyof T]: { title: string; description: string; alt: string } };

/** A video's words in another language (the clip and its poster are content/videos.ts's). */
export type VideoWords = { title: string };
