import type { Locale } from '../../content/locales';
import { telHref } from '../../content/offices';
import { homeCopy } from '../../domain/homeCopy';
import * as styles from './Offices.css';

/** docs/product.md §2 Office cards: title, address lines and a telephone number. */
export function Offices({ locale = 'en' }: { locale?: Locale }) {
  const { offices } = homeCopy(locale);
  return (
    <ul className={styles.grid} aria-label={offices.label}>
      {offices.cards.map((office) => (
        <li key={office.title} className={styles.card}>
          <h3 className={styles.title}>
            {office.title} <span className={styles.city}>({office.city})</span>
          </h3>
          <address className={styles.address}>
            {office.addressLines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
            <a className={styles.phone} href={telHref(office.telephone)}>
              {office.telephone}
            </a>
          </address>
        </li>
      ))}
    </ul>
  );
}
