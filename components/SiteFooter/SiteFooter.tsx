import { legalPages, legalPath } from '../../content/legalPages';
import type { Locale } from '../../content/locales';
import { localizedPath, ui } from '../../domain/i18n';
import * as styles from './SiteFooter.css';

/** The footer: the legal pages in the page's language (docs/decisions.md, D76) and the cookie settings. */
export function SiteFooter({ locale = 'en' }: { locale?: Locale }) {
  const text = ui(locale).chrome;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p>{text.footerLine}</p>
        <ul className={styles.links}>
          {legalPages.map((page) => (
            <li key={page}>
              <a href={localizedPath(legalPath(page), locale)}>{text.legalPages[page]}</a>
            </li>
          ))}
          <li>
            {/* With JavaScript this reopens the consent banner; without, it leads to the cookie section
                (its id is the English heading's in every language, publishing/legal.ts). */}
            <a
              href={`${localizedPath(legalPath('privacy-policy'), locale)}#cookies-and-tracking`}
              data-consent-settings
            >
              {text.cookieSettings}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
