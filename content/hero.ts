import { picture } from './pictures';
import type { HeroCallToAction, HeroMedia } from './types';

/** docs/product.md §3 Hero media. Switch `type` to 'video' (with `src` and `poster`) to use a clip. */
const media: HeroMedia = {
  type: 'image',
  src: picture('content/images/hero/hero-desktop.jpg', ''),
  mobileSrc: picture('content/images/hero/hero-mobile.jpg', ''),
};

/** The hero's buttons: where each goes (their words are content/<locale>/home.ts's, by `navId`). */
const callsToAction = [
  { targetId: 'solutions-container', navId: 'Solutions' },
  { targetId: 'contactform-container', navId: 'ContactForm' },
] as const satisfies readonly HeroCallToAction[];

/** The hero's media and buttons; its words are content/<locale>/home.ts's `hero`. */
export const hero = { media, callsToAction } as const;
