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
  // With a mobile image, each image is preloaded only at the widths that show it.
  const images = mobile
    ? [
        { image: mobile, query: mediaQuery.small },
        { image: media.src, query: mediaQuery.medium },
      ]
    : [{ image: media.src, query: undefined }];
  return images.map(({ image, query }) => (
    <link
      key={image.src}
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={image.sources?.avif}
      imageSizes="100vw"
      media={query}
      fetchPriority="high"
    />
  ));
}
