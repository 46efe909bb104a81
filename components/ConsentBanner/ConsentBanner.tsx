import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import { PageLink } from '../PageLink/PageLink';
import * as styles from './ConsentBanner.css';

/**
 * D6: the analytics consent banner, in every page's HTML. Its stylesheet hides it until the
 * head's boot script (consentBoot.ts) finds no answer; without JavaScript it never shows,
 * since analytics could not run anyway. ConsentBanner.client.ts handles the choice.
 */
export function ConsentBanner({ locale = 'en' }: { locale?: Locale }) {
  const text = ui(locale).consent;
  return (
    <section className={styles.root} aria-label={text.label} data-consent-banner>
      <p className={styles.text}>
        {text.text}{' '}
        <PageLink to="/privacy-policy#cookies-and-tracking" locale={locale} className={styles.link}>
          {text.link}
        </PageLink>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} data-consent-choice="granted">
          {text.accept}
        </button>
        <button type="button" className={styles.choice} data-consent-choice="denied">
          {text.reject}
        </button>
      </div>
    </section>
  );
}
