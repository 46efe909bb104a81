import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { solutionsVideoIn } from '../../content/videos';
import { Section } from '../Section/Section';
import { InlineSvg } from '../InlineSvg/InlineSvg';
import { VideoFacade } from '../VideoFacade/VideoFacade';
import * as styles from './Solutions.css';

// Every solution icon's markup, by its file under public/ (build time: this section is HTML only).
const icons = import.meta.glob<string>('../../public/v3/icons/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function iconMarkup(src: string): string {
  const markup = icons[`../../public${src}`];
  if (markup === undefined) throw new Error(`Solution icon ${src} is not a file in public/v3/icons`);
  return markup;
}

/** docs/product.md §2 Solutions: six cards in order, a tagline and the video. */
export function Solutions({ locale = 'en' }: { locale?: Locale }) {
  const { solutionsCopy, solutions, solutionsTagline } = homeCopy(locale);
  return (
    <Section id="solutions-container" title={solutionsCopy.title} subtitle={solutionsCopy.subtitle} tone="muted">
      <ul className={styles.grid}>
        {solutions.map((solution) => (
          <li key={solution.shapeKey} className={styles.card}>
            <InlineSvg markup={iconMarkup(solution.icon)} className={styles.icon} />
            <h3 className={styles.title}>{solution.title}</h3>
            <p className={styles.text}>{solution.content}</p>
          </li>
        ))}
      </ul>
      <p className={styles.tagline}>{solutionsTagline}</p>
      <VideoFacade video={solutionsVideoIn(locale)} locale={locale} />
    </Section>
  );
}
