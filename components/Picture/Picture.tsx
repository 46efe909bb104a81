import type { ImageAsset } from '../../content/types';

type PictureProps = {
  image: ImageAsset;
  className?: string;
  /** Below-the-fold images load lazily; the LCP image passes `eager` and `high`. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
};

/** An image from `public/` with its intrinsic size, so nothing shifts while it loads. */
export function Picture({ image, className, loading = 'lazy', fetchPriority, sizes }: PictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      sizes={sizes}
    />
  );
}
