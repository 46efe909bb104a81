import { solutionsCopy } from '../../content/home';
import { solutions, solutionsTagline } from '../../content/solutions';
import { solutionsVideo } from '../../content/videos';
import { Section } from '../Section/Section';
import { VideoFacade } from '../VideoFacade/VideoFacade';
import * as styles from './Solutions.css';

/** docs/product.md §2 Solutions: six cards in order, a tagline and the video. */
export function Solutions() {
  return (
    <Section id="solutions-container" title={solutionsCopy.title} subtitle={solutionsCopy.subtitle} tone="muted">
      <ul className={styles.grid}>
        {solutions.map((solution) => (
          <li key={solution.shapeKey} className={styles.card}>
            <img
              src={solution.icon.src}
              alt={solution.icon.alt}
              width={solution.icon.width}
              height={solution.icon.height}
              loading="lazy"
              className={styles.icon}
            />
            <h3 className={styles.title}>{solution.title}</h3>
            <p className={styles.text}>{solution.content}</p>
          </li>
        ))}
      </ul>
      <p className={styles.tagline}>{solutionsTagline}</p>
      <VideoFacade video={solutionsVideo} />
    </Section>
  );
}
