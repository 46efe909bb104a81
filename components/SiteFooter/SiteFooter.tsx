import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import * as styles from './SiteFooter.css';

/** The footer's legal pages are in English only: their links say so with `hreflang`. */
export function SiteFooter({ locale = 'en' }: { locale?: Locale }) {
  const text = ui(locale).chrome;
  const english = locale === 'en' ? undefined : 'en';
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p>{text.footerLine}</p>
        <ul className={styles.links}>
          <li>
            <a href="/privacy-policy" hrefLang={english}>
              {text.privacyPolicy}
            </a>
          </li>
          <li>
            <a href="/accessibility" hrefLang={english}>
              {text.accessibility}
            </a>
          </li>
          <li>
            {/* With JavaScript this reopens the consent banner; without, it leads to the cookie policy. */}
            <a href="/privacy-policy#cookies-and-tracking" hrefLang={english} data-consent-settings>
              {text.cookieSettings}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
