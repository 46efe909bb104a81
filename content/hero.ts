import { picture } from './pictures';
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
  src: picture('content/images/hero/hero-desktop.jpg', ''),
  mobileSrc: picture('content/images/hero/hero-mobile.jpg', ''),
};

const callsToAction = [
  { label: 'IP Solutions', targetId: 'solutions-container', navId: 'Solutions' },
  { label: 'Get in Touch', targetId: 'contactform-container', navId: 'ContactForm' },
] as const satisfies readonly HeroCallToAction[];

/** `label` names the hero's region for screen readers. */
export const hero = { headline: heroHeadline, media, callsToAction, label: 'Hero cover' } as const;
