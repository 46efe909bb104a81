/**
 * Scheduled publishing (docs/decisions.md, "Scheduled publishing"): which entries a build at a
 * given instant publishes. Pure, with no file access, so the build's config
 * (scripts/build/siteFiles.ts) and the tests use it without loading the reader.
 */
import type { ContentEntries, NewsEntry, PressReleaseEntry } from './entryTypes';
import { publicationInstant } from './publicationInstant.ts';

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
  /** The build's clock; by default `NEXOFORM_NOW` or the real time (`buildClock`). */
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
  const news = due(entries.news);
  const pressReleases = due(entries.pressReleases);
  if (!entries.translations) return { news, team: entries.team, pressReleases };
  // A translation is published with its English entry, whose date and time it has (docs/decisions.md,
  // "Translated entries"): one left out leaves its translations out.
  const kept = (list: readonly { slug: string }[]) => new Set(list.map(({ slug }) => slug));
  const [newsKept, releasesKept] = [kept(news), kept(pressReleases)];
  const translations = Object.entries(entries.translations).map(([locale, translated]) => [
    locale,
    {
      ...translated,
      news: translated.news.filter(({ slug }) => newsKept.has(slug)),
      pressReleases: translated.pressReleases.filter(({ slug }) => releasesKept.has(slug)),
    },
  ]);
  return { news, team: entries.team, pressReleases, translations: Object.fromEntries(translations) };
}
