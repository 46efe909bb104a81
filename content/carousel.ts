import { picture } from './pictures';
import type { CarouselItem } from './types';

const photo = (name: string, alt: string) => picture(`content/images/carousel/${name}.jpg`, alt);

/** spec §2 Image carousel: six images with a title and a description. */
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
