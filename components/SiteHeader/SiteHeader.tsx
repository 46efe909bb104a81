import logo from '../../public/logo.svg?raw';
import { company } from '../../content/identity';
import type { Locale } from '../../content/locales';
import { navigation } from '../../content/navigation';
import { localizedPath, ui, type EntryTranslations } from '../../domain/i18n';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { InlineSvg } from '../InlineSvg/InlineSvg';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import * as styles from './SiteHeader.css';

type SiteHeaderProps = {
  /** `full`: the home page's in-page navigation; `simple`: logo and 'Home' only (D15). */
  variant: 'full' | 'simple';
  /** The page's language (English unless given). */
  locale?: Locale;
  /** The page's English address, for the language switcher's links. */
  path?: string;
  /** On an entry page, the languages its entries are translated into, for the language switcher. */
  entries?: EntryTranslations;
};

export function SiteHeader({ variant, locale = 'en', path = '/', entries }: SiteHeaderProps) {
  const home = variant === 'full' ? '#' : localizedPath('/', locale);
  return (
    <header className={styles.root} data-site-header>
      <div className={styles.bar}>
        <a className={styles.logo} href={home} aria-label={company.name}>
          <InlineSvg markup={logo} className={styles.logoMark} />
        </a>
        <div className={styles.end}>
          {variant === 'full' ? <FullNavigation locale={locale} /> : <SimpleNavigation locale={locale} />}
          <LanguageSwitcher locale={locale} path={path} linkClassName={styles.link} entries={entries} />
        </div>
      </div>
    </header>
  );
}

function SimpleNavigation({ locale }: { locale: Locale }) {
  const text = ui(locale).chrome;
  return (
    <nav aria-label={text.mainNavigation}>
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href={localizedPath('/', locale)}>
            {text.home}
          </a>
        </li>
      </ul>
    </nav>
  );
}

function FullNavigation({ locale }: { locale: Locale }) {
  const text = ui(locale).chrome;
  return (
    <nav aria-label={text.mainNavigation} className={styles.fullNav} data-nav>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded="false"
        aria-controls="main-menu"
        data-nav-toggle
      >
        <span className={visuallyHidden} data-nav-toggle-label>
          {text.openMenu}
        </span>
        <span data-icon="open">
          <svg className={styles.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <span data-icon="close" hidden>
          <svg className={styles.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      </button>
      <ul id="main-menu" className={styles.menu} data-nav-menu>
        {navigation.map((item, index) => (
          <li key={item.reference}>
            <a
              className={styles.link}
              href={`#${item.container}`}
              data-nav-item={item.reference}
              aria-current={index === 0 ? 'true' : undefined}
            >
              {text.sections[item.reference]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
