import type { ReactNode } from 'react';
import { localizedPath, ui } from '../../domain/i18n';
import { usePageLocale } from './pageLocale';
import * as styles from './NewsInsights.css';

/** The banner of the News & Insights list and of its archive pages: Back (to the language's home), the h1, and a line under it. */
export function NewsBanner({ children }: { children: ReactNode }) {
  const locale = usePageLocale();
  return (
    <header className={styles.banner}>
      <div className={styles.bannerInner}>
        <a className={styles.back} href={localizedPath('/', locale)}>
          {ui(locale).chrome.back}
        </a>
        <h1 className={styles.title}>{ui(locale).newsPage.heading}</h1>
        <p className={styles.subtitle}>{children}</p>
      </div>
    </header>
  );
}
