// https://vike.dev/Head
import { hero } from '../../content/hero';
import { mediaQuery } from '../../theme/breakpoints';

/** Preloads the hero image, the largest paint of the page, in the format and size the browser will pick. */
export default function Head() {
  const { media } = hero;
  if (media.type !== 'image') return null;
  const mobile = media.mobileSrc;
  return (
    <>
      {mobile ? (
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={mobile.sources?.avif}
          imageSizes="100vw"
          media={mediaQuery.small}
          fetchPriority="high"
        />
      ) : null}
      <link
        rel="preload"
        as="image"
        type="image/avif"
        imageSrcSet={media.src.sources?.avif}
        imageSizes="100vw"
        media={mobile ? mediaQuery.medium : undefined}
        fetchPriority="high"
      />
    </>
  );
}
