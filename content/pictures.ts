/**
 * Every photo of the site, as the build's image pipeline makes it (scripts/build/responsiveImages.ts):
 * the widths each kind of photo is shown at live here, next to nothing else. Only modules built
 * by Vite can import this (it uses `import.meta.glob`).
 */
import type { ImageAsset } from './types';

type Responsive = { sources: Record<string, string>; img: { src: string; w: number; h: number } };
type Glob = Record<string, Responsive>;

// News cards are at most 384 CSS px wide; team portraits at most 280 (both ×2 for dense screens).
// A press release's photo is its News & Insights card's.
const newsPhotos: Glob = import.meta.glob(
  [
    '/content/news/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}',
    '/content/press-releases/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}',
  ],
  { eager: true, import: 'default', query: { responsive: '400,800' } },
);
const teamPhotos: Glob = import.meta.glob('/content/team/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}', {
  eager: true,
  import: 'default',
  query: { responsive: '320,640' },
});
// Photos in a press release's text, at most as wide as the text (72ch).
const releasePhotos: Glob = import.meta.glob('/content/press-releases/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}', {
  eager: true,
  import: 'default',
  query: { responsive: '720,1440' },
});
// The hero is the largest paint of the home page: a lower quality keeps it within its byte budget.
const heroPhotos: Glob = import.meta.glob('/content/images/hero/hero-desktop.jpg', {
  eager: true,
  import: 'default',
  query: { responsive: '960,1440,1920', quality: '55' },
});
const heroMobilePhotos: Glob = import.meta.glob('/content/images/hero/hero-mobile.jpg', {
  eager: true,
  import: 'default',
  query: { responsive: '390,780', quality: '55' },
});
const carouselPhotos: Glob = import.meta.glob('/content/images/carousel/*.jpg', {
  eager: true,
  import: 'default',
  query: { responsive: '480,960,1600' },
});
const partnerPhotos: Glob = import.meta.glob('/content/images/partner/*.jpg', {
  eager: true,
  import: 'default',
  query: { responsive: '400,800' },
});
const videoPosters: Glob = import.meta.glob('/content/images/video/*.jpg', {
  eager: true,
  import: 'default',
  query: { responsive: '640,1280' },
});
const defaults: Glob = {
  ...import.meta.glob('/content/images/news-default.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '400,800' },
  }),
  ...import.meta.glob('/content/images/team-placeholder.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '320,640' },
  }),
};

const all: Glob = {
  ...newsPhotos,
  ...teamPhotos,
  ...releasePhotos,
  ...heroPhotos,
  ...heroMobilePhotos,
  ...carouselPhotos,
  ...partnerPhotos,
  ...videoPosters,
  ...defaults,
};

/**
 * The responsive image of a photo, by its path from the repository root (`content/news/x/image.jpg`).
 * @throws when the build has no such photo: content/entries.ts has already checked the file exists,
 * so this means the photo is outside the folders above.
 */
export function picture(path: string, alt: string): ImageAsset {
  const found = all[`/${path.replace(/^\/+/, '')}`];
  if (!found) throw new Error(`${path}: not a photo the image pipeline knows (content/pictures.ts)`);
  const { avif, webp } = found.sources;
  return {
    src: found.img.src,
    width: found.img.w,
    height: found.img.h,
    alt,
    ...(avif && webp ? { sources: { avif, webp } } : {}),
  };
}
