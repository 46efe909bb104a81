/**
 * The time settings the editor and the build share (docs/decisions.md, "Scheduled publishing"):
 * the editor's time field (keystatic.config.ts) describes and checks a time with them, and the
 * build reads an entry's publication instant with them (publishing/publicationInstant.ts).
 */

/** The zone a date or time without one is read in: the press office's (docs/decisions.md). */
export const companyTimeZone = 'Europe/London';

/**
 * What the schema's `time` field accepts: `HH:MM`, optionally followed by a time zone, either an
 * IANA name after a space (`09:00 America/Chicago`, `09:00 UTC`) or an offset (`09:00+02:00`, `09:00Z`).
 */
export const timePattern =
  /^([01]\d|2[0-3]):([0-5]\d)(?:( [A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*)|(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;
