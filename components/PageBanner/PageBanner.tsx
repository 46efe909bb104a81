import type { ReactNode } from 'react';
import * as styles from './PageBanner.css';

type PageBannerProps = {
  /** A short line above the title, e.g. 'Press Release' or 'White Paper'. */
  kicker?: string;
  title: string;
  /** A date or subtitle under the title. */
  meta?: ReactNode;
  /** Controls above the kicker, e.g. the Back link. */
  actions?: ReactNode;
};

/** The dark banner that opens every content page, holding its h1. */
export function PageBanner({ kicker, title, meta, actions }: PageBannerProps) {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
    </header>
  );
}
