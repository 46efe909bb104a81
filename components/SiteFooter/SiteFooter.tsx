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
            {/* The consent enhancer un-hides this button; without JavaScript there is no analytics to set. */}
            <button type="button" className={styles.linkButton} data-consent-settings hidden>
              Cookie settings
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
