// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeCodes, locales } from '../../content/locales';
import { isTranslated, localizedPath, ui } from '../../domain/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

const links = (locale: (typeof localeCodes)[number]) =>
  within(screen.getByRole('navigation', { name: ui(locale).chrome.languages })).getAllByRole('link');

describe('LanguageSwitcher', () => {
  it.each(localeCodes)('on the %s home page, links every language to its home page, named in itself', (locale) => {
    render(<LanguageSwitcher locale={locale} path="/" linkClassName="link" />);
    const found = links(locale);
    expect(found).toHaveLength(localeCodes.length);
    found.forEach((link, index) => {
      const language = localeCodes[index]!;
      const { lang, nativeName } = locales[language];
      expect(link).toHaveAttribute('href', localizedPath('/', language));
      expect(link).toHaveAttribute('hreflang', lang);
      expect(link).toHaveAttribute('lang', lang);
      expect(link).toHaveAccessibleName(`${lang.toUpperCase()} ${nativeName}`);
      // Only the page's own language is marked current.
      expect(link.getAttribute('aria-current')).toBe(language === locale ? 'true' : null);
    });
  });

  it('sends a language a page is not built in to that language’s home page', () => {
    // A press release with no translation (none is given here).
    const path = '/newsroom/english-only';
    render(<LanguageSwitcher locale="en" path={path} linkClassName="link" />);
    const hrefs = links('en').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      localeCodes.map((language) => localizedPath(isTranslated(path, language) ? path : '/', language)),
    );
    expect(hrefs).toContain(localizedPath('/', 'de'));
  });

  it('on an entry page, links the languages its entry is translated into, and the others to their home page', () => {
    const path = '/newsroom/translated';
    const entries = new Map([[path, ['de' as const]]]);
    render(<LanguageSwitcher locale="de" path={path} linkClassName="link" entries={entries} />);
    expect(links('de').map((link) => link.getAttribute('href'))).toEqual(
      localeCodes.map((language) => localizedPath(language === 'ro' ? '/' : path, language)),
    );
  });
});
