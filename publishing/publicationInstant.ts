/**
 * When an entry is published: its `date` and optional `time`, read in a time zone, as an instant
 * (`Intl` time zone data, no library). Pure, with no file access: the build's publish filter
 * (publishing/publish.ts), the checks of the entries and the editor's preview notice share it.
 */
import { companyTimeZone, timePattern } from '../content/publicationTime.ts';

/**
 * Milliseconds an offset (`+02:00`, `-05:30`, `GMT+01:00`; `Z` or `GMT` is none) is ahead of UTC.
 * Intl writes the seconds of an old local mean time too (London's `GMT-00:01:15` before 1847).
 */
function offsetMs(offset: string): number {
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
    /([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(offset) ?? [];
  return (sign === '-' ? -1 : 1) * ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** Milliseconds `zone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(utcMs);
  return offsetMs(parts.find((part) => part.type === 'timeZoneName')?.value ?? '');
}

/**
 * The instant an entry is published: its `date` (YYYY-MM-DD) at `time` (see `timePattern`), or at
 * the start of that day, read in the time's zone or else in the company's.
 * @throws Error when the date or time is malformed or names an unknown time zone.
 */
export function publicationInstant(date: string, time = ''): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) throw new Error(`date must be written YYYY-MM-DD, not ${date}`);
  const match = time === '' ? null : timePattern.exec(time);
  if (time !== '' && !match) throw new Error(`time must be HH:MM, optionally with a time zone, not ${time}`);
  const [, hours = '0', minutes = '0', named, offset] = match ?? [];
  // setUTCFullYear takes the year as written, where Date.UTC would read 0 to 99 as 1900 to 1999.
  const calendar = new Date(0);
  calendar.setUTCFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const wall = calendar.setUTCHours(Number(hours), Number(minutes));
  if (offset) return new Date(wall - offsetMs(offset));
  const zone = named?.trim() ?? companyTimeZone;
  try {
    // Near a clock change the offset at the guess may differ from the offset at the answer.
    const guess = wall - zoneOffsetMs(zone, wall);
    return new Date(wall - zoneOffsetMs(zone, guess));
  } catch {
    // Intl refuses (RangeError) a zone this runtime does not know; it knows IANA names (Europe/Oslo) and UTC.
    throw new Error(`time names an unknown time zone: ${zone}`);
  }
}
