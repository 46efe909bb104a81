// https://vike.dev/Head
import { hero } from '../../content/hero';
import { navigation } from '../../content/navigation';
import { mediaQuery } from '../../theme/breakpoints';

// The section after the hero (+Page.tsx), by its anchor in the navigation.
const afterHero = navigation.find((item) => item.reference === 'Mission')!.container;

/**
 * The hero whole in the first frame, and its image preloaded, the largest paint of the page, in
 * the format and size the browser will pick.
 */
export default function Head() {
  return (
    <>
      {/* The first frame also waits for the section after the hero (+Page.tsx), so the hero is whole:
          its text sits at the bottom of a screen-high box, and painted halfway it moved up as its
          buttons arrived, a layout shift. */}
      <link rel="expect" href={`#${afterHero}`} blocking="render" />
      <HeroPreload />
    </>
  );
}

function HeroPreload() {
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
