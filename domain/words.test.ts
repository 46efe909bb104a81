import { expect, it } from 'vitest';
import { localeCodes, locales, type Locale } from '../content/locales';
import { ui as en } from '../content/en/ui';
import type { Plural } from '../content/types';
import { ui } from './i18n';
import { fill, formatNumber, plural } from './words';

/** Every plural in a catalogue, by its path: an object whose keys are plural categories with `other` among them. */
function pluralsOf(value: unknown, path = ''): [string, Plural][] {
  if (typeof value !== 'object' || value === null) return [];
  if ('other' in value && Object.values(value).every((form) => typeof form === 'string'))
    return [[path, value as Plural]];
  return Object.entries(value).flatMap(([key, inner]) => pluralsOf(inner, `${path}.${key}`));
}

it.each(localeCodes)('%s: every plural has a form for each category the language has, and no other', (locale) => {
  const categories = new Intl.PluralRules(locales[locale].intl).resolvedOptions().pluralCategories;
  const plurals = pluralsOf(ui(locale));
  expect(plurals.map(([path]) => path)).toEqual(pluralsOf(en).map(([path]) => path));
  for (const [path, forms] of plurals) expect(Object.keys(forms).sort(), path).toEqual([...categories].sort());
});

it('picks the form Intl.PluralRules picks, with the count printed for the locale', () => {
  const results = (locale: Locale, count: number) => plural(ui(locale).news.results, count, locale);
  const all = (locale: Locale, counts: number[]) => counts.map((count) => results(locale, count)).join(' | ');
  expect(all('en', [1, 2, 5000])).toBe('1 result | 2 results | 5,000 results');
  expect(all('de', [1, 2, 5000])).toBe('1 Ergebnis | 2 Ergebnisse | 5.000 Ergebnisse');
  expect(all('ro', [1, 0, 19, 20, 101, 120])).toBe(
    '1 rezultat | 0 rezultate | 19 rezultate | 20 de rezultate | 101 rezultate | 120 de rezultate',
  );
  expect(formatNumber(5000, 'de')).toBe(new Intl.NumberFormat('de-DE').format(5000));
});

it('fills named places and leaves a name with no value as written', () => {
  expect(fill('{n} of {count}', { n: 2, count: 6 })).toBe('2 of 6');
  expect(fill('Go to {nowhere}', {})).toBe('Go to {nowhere}');
});
