import type { ReactNode } from 'react';
import * as styles from './Container.css';

/** Centres content at the site's reading width with the page gutters. */
export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? styles.narrow : styles.root}>{children}</div>;
}
