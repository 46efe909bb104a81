import type { ComponentProps } from 'react';
import type { Locale } from '../../content/locales';
import { pageLink, ui, type EntryTranslations } from '../../domain/i18n';

type PageLinkProps = Omit<ComponentProps<'a'>, 'href' | 'hrefLang'> & {
  /** The page's English address, with any query or fragment. */
  to: string;
  /** The language of the page the link is on. */
  locale: Locale;
  /** The languages of entry pages (press releases), when the target may be one. */
  entries?: EntryTranslations;
};

/**
 * A link to one of the site's pages in the reader's language, or, where that page exists in
 * English only, to the English page, saying so at the end of its text and with `hreflang="en"`
 * (docs/decisions.md, D82): no link changes the language unannounced.
 */
export function PageLink({ to, locale, entries, children, ...props }: PageLinkProps) {
  const { href, hrefLang, english } = pageLink(to, locale, entries);
  return (
    <a {...props} href={href} hrefLang={hrefLang}>
      {children}
      {english ? ui(locale).chrome.inEnglish : null}
    </a>
  );
}
