import { localeCodes, locales, type Locale } from '../../content/locales';
import { isTranslated, localizedPath, ui, type EntryTranslations } from '../../domain/i18n';
import * as styles from './LanguageSwitcher.css';

type LanguageSwitcherProps = {
  /** The page's language. */
  locale: Locale;
  /** The page's English address: each link goes to this page in its language, or to that language's home. */
  path: string;
  /** The look of each link: the bar it sits in gives it (the header's links). */
  linkClassName: string;
  /** On an entry page, the languages its entries are translated into (domain/i18n.ts). */
  entries?: EntryTranslations;
};

/**
 * A plain link per language (no script): to the same page in that language when it is built in it,
 * else to that language's home page. Each shows the language's code and is named in that language
 * (`EN English`, `DE Deutsch`), with `lang` and `hreflang`; the current one is marked `aria-current`.
 */
export function LanguageSwitcher({ locale, path, linkClassName, entries }: LanguageSwitcherProps) {
  return (
    <nav aria-label={ui(locale).chrome.languages} className={styles.root} data-language-switcher>
      <ul className={styles.list}>
        {localeCodes.map((language) => {
          const { lang, nativeName } = locales[language];
          return (
            <li key={language}>
              <a
                className={linkClassName}
                href={localizedPath(isTranslated(path, language, entries) ? path : '/', language)}
                hrefLang={lang}
                lang={lang}
                aria-current={language === locale ? 'true' : undefined}
                // The visible code first, so speech input finds the link by what it shows.
                aria-label={`${lang.toUpperCase()} ${nativeName}`}
              >
                {lang.toUpperCase()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
