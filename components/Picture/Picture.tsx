import type { ImageAsset } from '../../content/types';
import manifest from '../../content/imageManifest.json';

type PictureProps = {
  image: ImageAsset;
  className?: string;
  /** Below-the-fold images load lazily; the LCP image passes `eager` and `high`. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** How wide the image is shown, for the browser to pick a file (`srcset` widths come from the manifest). */
  sizes?: string;
};

type ManifestEntry = { width: number; height: number; widths: number[] };
const variants: Record<string, ManifestEntry | undefined> = manifest;

/** `srcset` of one generated format of a raster, or undefined for an image without variants. */
export function srcSet(src: string, format: 'avif' | 'webp'): string | undefined {
  const entry = variants[src];
  if (!entry) return undefined;
  const base = src.replace(/\.[a-z]+$/, '');
  return entry.widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ');
}

/**
 * An image from `public/` with its intrinsic size, so nothing shifts while it loads. Rasters made
 * by `npm run images` are offered as AVIF and WebP at every generated width, with the JPEG last.
 */
export function Picture({ image, className, loading = 'lazy', fetchPriority, sizes = '100vw' }: PictureProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={loading === 'eager' ? undefined : 'async'}
      fetchPriority={fetchPriority}
    />
  );
  const avif = srcSet(image.src, 'avif');
  const webp = srcSet(image.src, 'webp');
  if (!avif || !webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
