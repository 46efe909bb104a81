/**
 * Scheduled publishing (docs/decisions.md, "Scheduled publishing"): when an entry's date and
 * optional time, read in a time zone, become an instant, and which entries a build at a given
 * instant publishes; and the News & Insights list those entries make. Pure, with no file access,
 * so the schema (keystatic.config.ts), the build's config (scripts/build/siteFiles.ts) and the
 * tests share it without loading the reader.
 */
import type { ContentEntries, NewsEntry, PressReleaseEntry } from './entries';

/** The zone a date or time without one is read in: the press office's (docs/decisions.md). */
export const companyTimeZone = 'Europe/London';

/**
 * What the schema's `time` field accepts: `HH:MM`, optionally followed by a time zone, either an
 * IANA name after a space (`09:00 America/Chicago`, `09:00 UTC`) or an offset (`09:00+02:00`, `09:00Z`).
 */
export const timePattern =
  /^([01]\d|2[0-3]):([0-5]\d)(?:( [A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*)|(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** True when `zone` is a time zone this runtime knows (an IANA name such as Europe/Oslo, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes `zone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time in `zone` names. */
function wallTimeToInstant(wallMs: number, zone: string): number {
  const first = wallMs - zoneOffsetMinutes(zone, wallMs) * 60_000;
  // Near a clock change the offset at the guess may differ from the offset at the answer.
  return wallMs - zoneOffsetMinutes(zone, first) * 60_000;
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
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(hours), Number(minutes));
  if (offset) {
    if (offset === 'Z') return new Date(wall);
    const sign = offset.startsWith('-') ? -1 : 1;
    const [offsetHours = 0, offsetMinutes = 0] = offset.slice(1).split(':').map(Number);
    return new Date(wall - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
  }
  const zone = named?.trim() ?? companyTimeZone;
  if (!isTimeZone(zone)) throw new Error(`time names an unknown time zone: ${zone}`);
  return new Date(wallTimeToInstant(wall, zone));
}

/**
 * The clock a build publishes by: `NEXOFORM_NOW` (any date string `Date` reads, e.g.
 * `2030-01-15T09:00:00+01:00`) when set, so that tests and a rebuild can pin it, else the real time.
 * @throws Error when `NEXOFORM_NOW` is set but is not a date.
 */
export function buildClock(env: Record<string, string | undefined> = process.env): Date {
  const pinned = env.NEXOFORM_NOW?.trim();
  if (!pinned) return new Date();
  const now = new Date(pinned);
  if (Number.isNaN(now.getTime())) throw new Error(`NEXOFORM_NOW is not a date: ${pinned}`);
  return now;
}

/**
 * True in the editor's preview: `npm run edit` sets `NEXOFORM_PREVIEW_SCHEDULED=1` for its dev
 * server, which then keeps entries dated after the clock, marked `scheduled`. Never set for a build.
 */
export function previewsScheduled(env: Record<string, string | undefined> = process.env): boolean {
  return env.NEXOFORM_PREVIEW_SCHEDULED === '1';
}

/** True when an entry with this date and time is published at `now` (at its instant or after it). */
export function isPublished(entry: { date: string; time?: string }, now: Date): boolean {
  return publicationInstant(entry.date, entry.time).getTime() <= now.getTime();
}

/** How a build treats entries dated after its clock. */
export type PublishOptions = {
  /** The build's clock; by default `NEXOFORM_NOW` or the real time (content/publishing.ts `buildClock`). */
  now?: Date;
  /** The editor's preview keeps them, marked `scheduled`; a build leaves them out. */
  keepScheduled?: boolean;
};

/**
 * The content a build at `now` publishes: news items and press releases dated after it are left
 * out (or, for a preview, kept and marked `scheduled`). Team members have no date.
 */
export function publish(
  entries: ContentEntries,
  { now = buildClock(), keepScheduled = false }: PublishOptions = {},
): ContentEntries {
  const due = <Entry extends NewsEntry | PressReleaseEntry>(list: readonly Entry[]): Entry[] =>
    list.flatMap((entry) =>
      isPublished(entry, now) ? [entry] : keepScheduled ? [{ ...entry, scheduled: true as const }] : [],
    );
  return { news: due(entries.news), team: entries.team, pressReleases: due(entries.pressReleases) };
}

/** A listed press release as its News & Insights card: it links to its own page, on the site. */
function releaseAsNewsItem(release: PressReleaseEntry): NewsEntry {
  const { id, date, headline, slug, path, image, time, scheduled } = release;
  return {
    id,
    date,
    headline,
    slug,
    uri: path,
    target: 'self',
    publication: 'Press Release',
    type: 'Press Release',
    ...(image ? { image } : {}),
    ...(time ? { time } : {}),
    ...(scheduled ? { scheduled } : {}),
  };
}

/**
 * Every item of News & Insights, the home preview and the feed: the files of content/news/ and
 * each press release not unticked from the list, in file order (domain/newsOrder.ts sorts them).
 */
export function newsList({ news, pressReleases }: Pick<ContentEntries, 'news' | 'pressReleases'>): NewsEntry[] {
  return [...news, ...pressReleases.filter((release) => release.listed).map(releaseAsNewsItem)];
}
