import type { Locale } from '../../content/locales';
import { ui } from '../../domain/i18n';
import { mainId } from './mainId';
import * as styles from './SkipLink.css';

/** First stop in the tab order (docs/ui-contract.md): jumps past the header to the page's content. */
export function SkipLink({ locale = 'en' }: { locale?: Locale }) {
  return (
    <a className={styles.root} href={`#${mainId}`}>
      {ui(locale).chrome.skipLink}
    </a>
  );
}
