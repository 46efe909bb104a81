import * as styles from './ConsentBanner.css';

/**
 * D6: the analytics consent banner, in every page's HTML. Its stylesheet hides it until the
 * head's boot script (consentBoot.ts) finds no answer; without JavaScript it never shows,
 * since analytics could not run anyway. ConsentBanner.client.ts handles the choice.
 */
export function ConsentBanner() {
  return (
    <section className={styles.root} aria-label="Cookie consent" data-consent-banner>
      <p className={styles.text}>
        We would like to use analytics cookies to understand how our site is used. Nothing is collected unless you
        accept.{' '}
        <a href="/privacy-policy#cookies-and-tracking" className={styles.link}>
          Cookies and tracking
        </a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} data-consent-choice="granted">
          Accept analytics
        </button>
        <button type="button" className={styles.choice} data-consent-choice="denied">
          Reject analytics
        </button>
      </div>
    </section>
  );
}
