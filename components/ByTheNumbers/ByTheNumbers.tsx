import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { whitePaper } from '../../content/identity';
import { PageLink } from '../PageLink/PageLink';
import { Section } from '../Section/Section';
import * as styles from './ByTheNumbers.css';

/** D11: the seventh home section, the marketing figures of docs/product.md §9 and a link to the white paper. */
export function ByTheNumbers({ locale = 'en' }: { locale?: Locale }) {
  const { byTheNumbers } = homeCopy(locale);
  return (
    <Section title={byTheNumbers.title} subtitle={byTheNumbers.subtitle} tone="dark">
      <dl className={styles.grid}>
        {byTheNumbers.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.more}>
        <PageLink className={styles.link} to={whitePaper.path} locale={locale}>
          {byTheNumbers.linkLabel}
        </PageLink>
      </p>
    </Section>
  );
}
