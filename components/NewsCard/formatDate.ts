import { monthNames } from '../../domain/newsFilters';

/**
 * '2025-06-25' → '25 June 2025', as `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long',
 * year: 'numeric' })` prints it (a test holds the two equal), but from the date's own digits: the
 * first `Intl.DateTimeFormat` a page makes loads the locale's data, 20–35 ms of script in a
 * new tab on our test machines (about four times that on a phone), in the news list's
 * start-up (docs/decisions.md, "Performance"). The digits are the day itself, so the server
 * and every visitor's browser print the same day whatever their time zone.
 */
export function formatNewsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[(month ?? 1) - 1]} ${year}`;
}
