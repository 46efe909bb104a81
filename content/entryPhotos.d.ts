/**
 * The entries' photos through the image pipeline, for the photos a build publishes
 * (scripts/build/responsiveImages.ts): keys are paths from the repository root (`/content/news/x/image.jpg`).
 */
declare module 'virtual:entry-photos' {
  type Responsive = { sources: Record<string, string>; img: { src: string; w: number; h: number } };
  export const newsPhotos: Record<string, Responsive>;
  export const teamPhotos: Record<string, Responsive>;
  export const releasePhotos: Record<string, Responsive>;
}
