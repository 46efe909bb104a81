import { carousel } from '../content/carousel.ts';
import { carousel as deCarousel, solutionsVideo as deVideo } from '../content/de/carousel.ts';
import type { Locale } from '../content/locales.ts';
import { carousel as roCarousel, solutionsVideo as roVideo } from '../content/ro/carousel.ts';
import { solutionsVideo } from '../content/videos.ts';

const translations = {
  de: { carousel: deCarousel, solutionsVideo: deVideo },
  ro: { carousel: roCarousel, solutionsVideo: roVideo },
} as const;

/** The carousel's slides in `locale`: the English photos with the language's titles, descriptions and alt texts. */
export function carouselIn(locale: Locale) {
  if (locale === 'en') return carousel;
  return carousel.map((slide, index) => {
    const words = translations[locale].carousel[index];
    return words
      ? { title: words.title, description: words.description, src: { ...slide.src, alt: words.alt } }
      : slide;
  });
}

/** The solutions video in `locale`: the English clip and poster with the language's title. */
export function solutionsVideoIn(locale: Locale) {
  return locale === 'en' ? solutionsVideo : { ...solutionsVideo, ...translations[locale].solutionsVideo };
}
