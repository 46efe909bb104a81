import { describe, expect, it } from 'vitest';
import { locales, localeCodes } from '../../content/locales';
import { newsTypes } from '../../content/newsTypes';
import { badgeTones } from '../../theme/tokens';
import { formatNewsDate } from './formatDate';
import { newsTypeTone } from './NewsCard';

const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

describe('formatNewsDate', () => {
  it.each(localeCodes)('prints every day of a leap year and of the years around it as Intl does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locales[locale].intl, options);
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      expect(formatNewsDate(isoDate, locale)).toBe(intl.format(new Date(`${isoDate}T00:00:00Z`)));
    }
  });

  it('prints English when no locale is given, as every English page did before there were others', () => {
    expect(formatNewsDate('2025-06-25')).toBe('25 June 2025');
  });
});

it('newsTypeTone (docs/product.md §9: each news type has its own badge style) gives every news type a tone the theme defines, and no two the same', () => {
  const tones = newsTypes.map((type) => newsTypeTone[type]);
  for (const tone of tones) expect(Object.keys(badgeTones)).toContain(tone);
  expect(new Set(tones).size).toBe(tones.length);
});
