import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { Section } from '../Section/Section';
import * as styles from './Mission.css';

/** docs/product.md §2 Our Mission: heading, subtitle and text. */
export function Mission({ locale = 'en' }: { locale?: Locale }) {
  const { mission } = homeCopy(locale);
  return (
    <Section id="mission-container" title={mission.title} subtitle={mission.subtitle}>
      <div className={styles.text}>
        {mission.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
