import type { Locale } from '../../content/locales';
import { localizedPath, ui } from '../../domain/i18n';
import * as styles from './BackLink.css';

type BackLinkProps = {
  /**
   * `home` always goes to the home page in the page's language; `history` goes back when the
   * previous page is on this site (D8).
   */
  mode: 'home' | 'history';
  /** The page's language: the link says Back in it, and leads to the home page in it. */
  locale?: Locale;
  label?: string;
};

/**
 * A Back control. Without JavaScript, and when there is nowhere on the site to go back to, it leads
 * to the home page in the page's language.
 */
export function BackLink({ mode, locale = 'en', label = ui(locale).chrome.back }: BackLinkProps) {
  return (
    <a className={styles.root} href={localizedPath('/', locale)} data-back={mode === 'history' ? '' : undefined}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      {label}
    </a>
  );
}
