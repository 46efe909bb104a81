import { expect, it } from 'vitest';
import { whitePaper } from '../content/identity';
import { localeCodes, locales } from '../content/locales';
import { isTranslated, localizedPath, pageLink, splitLocale, translations } from './i18n';

const paths = ['/', '/news-insights', '/news-insights/page/2', '/xyz', '/newsroom/5x'];

it.each(localeCodes)('gives %s its prefix and takes it back off, for every kind of address', (locale) => {
  for (const path of paths) {
    const address = localizedPath(path, locale);
    expect(address.startsWith(locales[locale].prefix)).toBe(true);
    expect(splitLocale(address)).toEqual({ locale, path });
  }
});

it('reads a locale only from a whole first segment', () => {
  expect(splitLocale('/de/')).toEqual({ locale: 'de', path: '/' });
  expect(splitLocale('/design')).toEqual({ locale: 'en', path: '/design' });
  expect(splitLocale('/rover/de')).toEqual({ locale: 'en', path: '/rover/de' });
});

it('keeps every English address as it is, builds every page in English and lists English first among its translations', () => {
  for (const path of paths) {
    expect(localizedPath(path, 'en')).toBe(path);
    expect(isTranslated(path, 'en')).toBe(true);
    expect(translations(path)[0]).toBe('en');
  }
  expect(translations('/')).toEqual(localeCodes);
});

it('builds an entry page in a language only when the content says it is translated into it', () => {
  const entries = new Map([['/newsroom/5x', ['de' as const]]]);
  expect(isTranslated('/newsroom/5x', 'de', entries)).toBe(true);
  expect(isTranslated('/newsroom/5x', 'ro', entries)).toBe(false);
  expect(isTranslated('/newsroom/5x', 'de')).toBe(false);
  expect(isTranslated('/newsroom/other', 'de', entries)).toBe(false);
  expect(translations('/newsroom/5x', entries)).toEqual(['en', 'de']);
});

it('builds the list, its archive pages, the partner, white paper and legal pages in every language', () => {
  const everyLanguage =
    '/ /news-insights /news-insights/page/2 /news-insights/page/40 /xyz /privacy-policy /accessibility';
  for (const path of [...everyLanguage.split(' '), '/legal-notice', whitePaper.path])
    expect(translations(path)).toEqual(localeCodes);
  for (const path of ['/news-insights/page/0', '/news-insights/page/x', '/news-insights/page/2/x'])
    expect(translations(path)).toEqual(['en']);
});

it.each([
  ['de', '/news-insights?type=Podcast', { href: '/de/news-insights?type=Podcast', english: false }],
  ['ro', '/#team-container', { href: '/ro#team-container', english: false }],
  ['de', '/newsroom/are-launch', { href: '/de/newsroom/are-launch', english: false }],
  ['de', '/newsroom/5x', { href: '/newsroom/5x', hrefLang: 'en', english: true }],
  ['en', '/newsroom/5x', { href: '/newsroom/5x', english: false }],
] as const)(
  'links from %s to %s in the language where the page is built in it, else to English, said so',
  (locale, target, link) => {
    expect(pageLink(target, locale, new Map([['/newsroom/are-launch', ['de']]]))).toEqual(link);
  },
);
