import type { ReactNode } from 'react';
import * as styles from './NewsInsights.css';

/** The banner of the News & Insights list and of its archive pages: Back, the h1, and a line under it. */
export function NewsBanner({ children }: { children: ReactNode }) {
  return (
    <header className={styles.banner}>
      <div className={styles.bannerInner}>
        <a className={styles.back} href="/">
          Back
        </a>
        <h1 className={styles.title}>News &amp; Insights</h1>
        <p className={styles.subtitle}>{children}</p>
      </div>
    </header>
  );
}
