import { carouselIn } from '../../content/carousel';
import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import { fill } from '../../domain/words';
import { Picture } from '../Picture/Picture';
import * as styles from './Carousel.css';

/**
 * The image carousel (docs/product.md §2). Without JavaScript the slides are a horizontally scrolling
 * list; the enhancer turns it into a keen-slider with arrows and indicators.
 */
export function Carousel({ locale = 'en' }: { locale?: Locale }) {
  const carousel = carouselIn(locale);
  const text = ui(locale).carousel;
  return (
    <section className={styles.root} aria-roledescription={text.roleDescription} aria-label={text.label} data-carousel>
      <div className={styles.viewport}>
        {/* A focus stop of its own: without JavaScript the track is a scrolling row that a keyboard
            scrolls only once focused; enhanced, the arrow keys pressed there move the slides. */}
        <div
          className={`keen-slider ${styles.track}`}
          data-carousel-track
          // A scrolling region is reachable by keyboard (axe: scrollable-region-focusable), whatever its role.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={text.slides}
        >
          {carousel.map((item, index) => (
            <div
              key={item.title}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription={text.slideRoleDescription}
              aria-label={fill(text.slide, { n: index + 1, count: carousel.length })}
            >
              <Picture
                image={item.src}
                className={styles.image}
                // Below the hero, whatever the screen: no slide competes with the hero photo (the LCP).
                loading="lazy"
                sizes="(min-width: 1200px) 1152px, 100vw"
              />
              <div className={styles.caption}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls} data-carousel-controls>
        <button type="button" className={styles.arrow} aria-label={text.previous} data-carousel-prev>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div className={styles.dots}>
          {carousel.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className={styles.dot}
              aria-label={fill(text.goTo, { n: index + 1 })}
              data-carousel-dot={index}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label={text.next} data-carousel-next>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
