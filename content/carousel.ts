import { pageWords, type Locale } from './locales';
import { picture } from './pictures';
import type { CarouselItem } from './types';

/**
 * The carousel's slides in `locale` (docs/product.md §2 Image carousel): each photo of
 * content/images/carousel/ that content/en/carousel.ts names, in its order, with the language's
 * title, description and alt text (content/<locale>/carousel.ts).
 */
export function carouselIn(locale: Locale): CarouselItem[] {
  const words = pageWords[locale].carousel;
  return slideIds.map((id) => ({ ...words[id], src: picture(`content/images/carousel/${id}.jpg`, words[id].alt) }));
}

/** The slides' photos, in English's order. */
const slideIds = Object.keys(pageWords.en.carousel) as (keyof typeof pageWords.en.carousel)[];
