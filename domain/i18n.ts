import { defaultLocale, localeCodes, locales, type Locale } from '../content/locales.ts';
import { de } from '../content/ui/de.ts';
import { en, type UiCatalogue } from '../content/ui/en.ts';
import { ro } from '../content/ui/ro.ts';

const catalogues: Record<Locale, UiCatalogue> = { en, de, ro };

/** The UI catalogue of `locale` (content/ui/). */
export function ui(locale: Locale): UiCatalogue {
  return catalogues[locale];
}

/**
 * The pages built in every locale, by their English address (or a pattern of addresses); every
 * other page exists in English only (docs/decisions.md, "Languages in the address, words in typed
 * catalogues").
 */
const translatedPaths: readonly (string | RegExp)[] = [
  '/',
  // The news list and its archive pages, the partner page and the white paper page.
  '/news-insights',
  /^\/news-insights\/page\/[1-9]\d*$/,
  '/xyz',
  '/news-insights/upgradeable-data-center-white-paper',
];

/** True when the page at English address `path` is built in `locale`. */
export function isTranslated(path: string, locale: Locale): boolean {
  return (
    locale === defaultLocale ||
    translatedPaths.some((translated) => (typeof translated === 'string' ? translated === path : translated.test(path)))
  );
}

/** The address of the page at English address `path` in `locale`: `/` → `/de`, `/xyz` → `/de/xyz`. */
export function localizedPath(path: string, locale: Locale): string {
  const { prefix } = locales[locale];
  return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * An address split into its locale and its English address (`/de/xyz` → de, `/xyz`): the locale
 * whose prefix it starts with, English when none.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of localeCodes) {
    const { prefix } = locales[locale];
    if (prefix === '') continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The locales the page at English address `path` is built in, English first. */
export function translations(path: string): Locale[] {
  return localeCodes.filter((locale) => isTranslated(path, locale));
}
