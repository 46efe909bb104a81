/** Scheduled publishing with an injected clock: when an entry's date and time become public. */
import { expect, it } from 'vitest';
import type { ContentEntries, NewsEntry, PressReleaseEntry } from './entryTypes';
import { companyTimeZone } from '../content/publicationTime';
import { newsList } from './newsList';
import { publicationInstant } from './publicationInstant';
import { buildClock, isPublished, previewsScheduled, publish } from './publish';

const news = (fields: Partial<NewsEntry>): NewsEntry => ({
  slug: 'item',
  id: 1,
  date: '2030-01-15',
  headline: 'A headline',
  uri: 'https://example.com/',
  publication: 'DCD',
  type: 'News Article',
  ...fields,
});

const release = (fields: Partial<PressReleaseEntry>): PressReleaseEntry => ({
  slug: 'launch',
  id: 2,
  date: '2030-01-15',
  headline: 'A release',
  dateline: 'LONDON, 15 January 2030',
  summary: 'A summary.',
  listed: true,
  path: '/newsroom/launch',
  back: 'home',
  body: { $$mdtype: 'Node' } as PressReleaseEntry['body'],
  ...fields,
});

const content = (entries: Partial<ContentEntries>) => ({ news: [], team: [], pressReleases: [], ...entries });

it('publicationInstant reads the company time zone as London', () => expect(companyTimeZone).toBe('Europe/London'));
it.each([
  // A date alone is the start of that day in London: GMT in January, BST (UTC+1) in July.
  ['2030-01-15', undefined, '2030-01-15T00:00:00.000Z'],
  ['2030-07-15', undefined, '2030-07-14T23:00:00.000Z'],
  ['2030-07-15', '09:00', '2030-07-15T08:00:00.000Z'],
  ['2030-01-15', '09:00 America/Chicago', '2030-01-15T15:00:00.000Z'],
  ['2030-01-15', '09:00 UTC', '2030-01-15T09:00:00.000Z'],
  ['2030-01-15', '09:00Z', '2030-01-15T09:00:00.000Z'],
  ['2030-01-15', '09:00+02:00', '2030-01-15T07:00:00.000Z'],
  ['2030-01-15', '09:00-05:30', '2030-01-15T14:30:00.000Z'],
  // The days the clocks change: to BST at 01:00 UTC on 2030-03-31, back to GMT on 2030-10-27.
  ['2030-03-31', '00:30', '2030-03-31T00:30:00.000Z'],
  ['2030-03-31', '12:00', '2030-03-31T11:00:00.000Z'],
  ['2030-10-27', '12:00', '2030-10-27T12:00:00.000Z'],
  // A year below 100 is that year, not one of 1900 to 1999.
  ['0050-01-01', '09:00Z', '0050-01-01T09:00:00.000Z'],
  ['0099-12-31', '23:30 UTC', '0099-12-31T23:30:00.000Z'],
  // London's mean time before 1847 was 1 minute 15 seconds behind GMT, seconds included.
  ['1800-01-01', '09:00', '1800-01-01T09:01:15.000Z'],
])('publicationInstant reads %s at %s as %s', (date, time, instant) => {
  expect(publicationInstant(date, time).toISOString()).toBe(instant);
});
it.each([
  ['9am', /HH:MM/],
  ['25:00', /HH:MM/],
  ['09:00 Mars/Olympus', /unknown time zone: Mars\/Olympus/],
])('publicationInstant refuses the time %s', (time, error) => {
  expect(() => publicationInstant('2030-01-15', time)).toThrow(error);
});

it('buildClock is NEXOFORM_NOW when set, else the real time', () => {
  expect(buildClock({ NEXOFORM_NOW: '2030-01-15T09:00:00+01:00' }).toISOString()).toBe('2030-01-15T08:00:00.000Z');
  const before = Date.now();
  expect(buildClock({}).getTime()).toBeGreaterThanOrEqual(before);
  expect(() => buildClock({ NEXOFORM_NOW: 'tomorrow' })).toThrow(/NEXOFORM_NOW/);
});
it('previewsScheduled is on only where the editor sets NEXOFORM_PREVIEW_SCHEDULED=1', () => {
  expect(previewsScheduled({ NEXOFORM_PREVIEW_SCHEDULED: '1' })).toBe(true);
  expect(previewsScheduled({ NODE_ENV: 'development' })).toBe(false);
});

const at = (iso: string) => new Date(iso);

it('isPublished publishes an entry at its instant and after it, never before', () => {
  const item = { date: '2030-01-15', time: '09:00 UTC' };
  expect(isPublished(item, at('2030-01-15T08:59:59.999Z'))).toBe(false);
  expect(isPublished(item, at('2030-01-15T09:00:00Z'))).toBe(true);
  expect(isPublished(item, at('2031-01-01T00:00:00Z'))).toBe(true);
});

it('publish leaves future news and releases out of a build, and out of the list, the feed and the routes', () => {
  const entries = content({
    news: [news({ slug: 'past', id: 1, date: '2030-01-14' }), news({ slug: 'future', id: 3, time: '10:00' })],
    pressReleases: [release({ slug: 'later', time: '12:00', path: '/newsroom/later' })],
  });
  const early = publish(entries, { now: at('2030-01-15T09:30:00Z') });
  expect(early.news.map((item) => item.slug)).toEqual(['past']);
  expect(early.pressReleases).toEqual([]);
  expect(newsList(early).map((item) => item.slug)).toEqual(['past']);

  const later = publish(entries, { now: at('2030-01-15T12:00:00Z') });
  expect(newsList(later).map((item) => item.slug)).toEqual(['past', 'future', 'later']);
  expect(later.pressReleases.map((item) => item.path)).toEqual(['/newsroom/later']);
  expect([...later.news, ...later.pressReleases].some((entry) => 'scheduled' in entry)).toBe(false);
});

it('publish keeps future entries for the preview, marked scheduled', () => {
  const entries = content({ news: [news({ slug: 'future' })], pressReleases: [release({})] });
  const preview = publish(entries, { now: at('2030-01-01T00:00:00Z'), keepScheduled: true });
  expect(preview.news).toEqual([expect.objectContaining({ slug: 'future', scheduled: true })]);
  expect(newsList(preview)).toEqual([
    expect.objectContaining({ slug: 'future', scheduled: true }),
    expect.objectContaining({ slug: 'launch', scheduled: true }),
  ]);
});

it('newsList lists each listed release as its own card, linking to its page on the site', () => {
  const entries = content({
    news: [news({ slug: 'coverage', id: 1 })],
    pressReleases: [
      release({ slug: 'launch', id: 2, image: 'content/press-releases/launch/image.jpg' }),
      release({ slug: 'quiet', id: 3, listed: false, path: '/newsroom/quiet' }),
      release({ slug: 'kept', id: 4, path: '/news-insights/kept', back: 'history' }),
    ],
  });
  expect(newsList(entries)).toEqual([
    entries.news[0],
    {
      slug: 'launch',
      id: 2,
      date: '2030-01-15',
      headline: 'A release',
      uri: '/newsroom/launch',
      target: 'self',
      publication: 'Press Release',
      type: 'Press Release',
      image: 'content/press-releases/launch/image.jpg',
    },
    expect.objectContaining({ slug: 'kept', uri: '/news-insights/kept', target: 'self' }),
  ]);
});
