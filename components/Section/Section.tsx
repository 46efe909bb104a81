import type { ReactNode } from 'react';
import * as styles from './Section.css';

type SectionProps = {
  id?: string;
  title: string;
  /** A short line under the heading. */
  subtitle?: string;
  tone?: 'light' | 'muted' | 'dark';
  children: ReactNode;
};

/** A home page section: an anchor target with a heading (h2), a subtitle and its content. */
export function Section({ id, title, subtitle, tone = 'light', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.tone[tone]}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
