import type { ImageAsset } from '../../content/types';

type PictureProps = {
  image: ImageAsset;
  className?: string;
  /** Images load lazily unless told `eager` (the hero's photo, the LCP, is the Hero's own `<picture>`). */
  loading?: 'lazy' | 'eager';
  /** How wide the image is shown, for the browser to pick a file from the `srcset`s. */
  sizes?: string;
};

/**
 * An image with its intrinsic size, so nothing shifts while it loads. Photos from the build's
 * image pipeline are offered as AVIF and WebP at every width made, with the JPEG or PNG last.
 */
export function Picture({ image, className, loading = 'lazy', sizes = '100vw' }: PictureProps) {
  const img = (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={loading === 'eager' ? undefined : 'async'}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
