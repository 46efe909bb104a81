import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import type { HeroMedia, ImageAsset } from '../../content/types';
import { mediaQuery } from '../../theme/breakpoints';
import * as styles from './Hero.css';

/** The hero's background: the desktop image, with the mobile one below 768 px (docs/product.md §2 Hero). */
function HeroImage({ image, mobile }: { image: ImageAsset; mobile?: ImageAsset }) {
  return (
    <picture>
      {mobile ? (
        <>
          <source media={mediaQuery.small} type="image/avif" srcSet={mobile.sources?.avif} sizes="100vw" />
          <source media={mediaQuery.small} type="image/webp" srcSet={mobile.sources?.webp} sizes="100vw" />
        </>
      ) : null}
      <source type="image/avif" srcSet={image.sources?.avif} sizes="100vw" />
      <source type="image/webp" srcSet={image.sources?.webp} sizes="100vw" />
      <img
        className={styles.media}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
      />
    </picture>
  );
}

function HeroBackground({ media }: { media: HeroMedia }) {
  if (media.type === 'image') return <HeroImage image={media.src} mobile={media.mobileSrc} />;
  return (
    <video
      className={styles.media}
      src={media.src}
      poster={media.poster.src}
      width={media.poster.width}
      height={media.poster.height}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      data-hero-video
    />
  );
}

/** The hero (docs/product.md §2): a region named 'Hero cover' holding the page's h1 and two calls to action. */
export function Hero({ locale = 'en' }: { locale?: Locale }) {
  const { hero } = homeCopy(locale);
  return (
    <section id="app-container" aria-label={hero.label} className={styles.root}>
      <HeroBackground media={hero.media} />
      <div className={styles.shade} />
      <div className={styles.content}>
        <h1 className={styles.headline}>
          {hero.headline.map((line, index) => (
            <span key={line} className={index === 1 ? styles.highlight : styles.line}>
              {line}
            </span>
          ))}
        </h1>
        <div className={styles.actions}>
          {hero.callsToAction.map((action, index) => (
            <a
              key={action.label}
              href={`#${action.targetId}`}
              className={index === 0 ? styles.primary : styles.secondary}
              data-nav-target={action.navId}
            >
              {action.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
