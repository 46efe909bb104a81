import type { HeroCallToAction, HeroMedia } from './types';

/** docs/product.md §1: the hero headline, in three lines. */
export const heroHeadline = [
  'Enabling the global AI revolution by delivering',
  'Flexible, Prefabricated Data Center Solutions',
  'specifically designed for GPU infrastructure',
] as const;

/** docs/product.md §3 Hero media. Switch `type` to 'video' (with `src` and `poster`) to use a clip. */
const media: HeroMedia = {
  type: 'image',
  src: { src: '/v3/hero/hero-desktop.jpg', width: 1920, height: 1080, alt: '' },
  mobileSrc: { src: '/v3/hero/hero-mobile.jpg', width: 780, height: 1200, alt: '' },
};

const callsToAction = [
  { label: 'IP Solutions', targetId: 'solutions-container', navId: 'Solutions' },
  { label: 'Get in Touch', targetId: 'contactform-container', navId: 'ContactForm' },
] as const satisfies readonly HeroCallToAction[];

export const hero = { headline: heroHeadline, media, callsToAction } as const;
