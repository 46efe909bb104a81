import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './formatDate';

const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('formatNewsDate', () => {
  it('prints every day of a leap year and of the years around it as Intl does in en-GB', () => {
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      expect(formatNewsDate(isoDate)).toBe(intl.format(new Date(`${isoDate}T00:00:00Z`)));
    }
  });
});
