import { company } from '../../content/identity';
import * as styles from './SiteFooter.css';

export function SiteFooter() {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p>{company.footerLine}</p>
        <ul className={styles.links}>
          <li>
            <a href="/privacy-policy">Privacy Policy</a>
          </li>
          <li>
            <a href="/accessibility">Accessibility</a>
          </li>
          <li>
            {/* With JavaScript this reopens the consent banner; without, it leads to the cookie policy. */}
            <a href="/privacy-policy#cookies-and-tracking" data-consent-settings>
              Cookie settings
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
