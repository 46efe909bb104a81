/**
 * Every photo of the site, as the build's image pipeline makes it (scripts/build/responsiveImages.ts):
 * the widths each kind of photo is shown at live here and, for the entries' photos, beside the
 * pipeline. Only modules built by Vite can import this (it uses `import.meta.glob`).
 */
import { newsPhotos, releasePhotos, teamPhotos } from 'virtual:entry-photos';
import type { ImageAsset } from './types';

// The entries' photos (news cards, portraits, photos in a release's text), at the widths each is
// shown at: only those of published entries in a build (scripts/build/responsiveImages.ts).
// A later one wins for a path in two kinds: a release's photo is one of its text's size.
const all: typeof newsPhotos = {
  ...newsPhotos,
  ...teamPhotos,
  ...releasePhotos,
  // The hero is the largest paint of the home page: a lower quality keeps it within its byte budget.
  ...import.meta.glob('/content/images/hero/hero-desktop.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '960,1440,1920', quality: '55' },
  }),
  ...import.meta.glob('/content/images/hero/hero-mobile.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '390,780', quality: '55' },
  }),
  ...import.meta.glob('/content/images/carousel/*.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '480,960,1600' },
  }),
  ...import.meta.glob('/content/images/partner/*.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '400,800' },
  }),
  ...import.meta.glob('/content/images/video/*.jpg', {
    eager: true,
    import: 'default',
    query: { responsive: '640,1280' },
  }),
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

/**
 * The responsive image of a photo, by its path from the repository root (`content/news/x/image.jpg`).
 * @throws when the build has no such photo: publishing/entries.ts has already checked the file exists,
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
