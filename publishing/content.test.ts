/** Rules any content the marketing team may write must keep (docs/editing.md), knowing no entry's count or name. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { carouselIn } from '../content/carousel';
import { loadEntries } from './entries';
import { entryFile } from './entryTypes';
import { newsList } from './newsList';
import { hero } from '../content/hero';
import { whitePaper } from '../content/identity';
import { navigation } from '../content/navigation';
import { offices } from '../content/offices';
import { partnerPageIn } from '../content/partner';
import { prerenderedPaths } from '../domain/routes';
import { solutions } from '../content/solutions';
import type { ImageAsset } from '../content/types';

const { news, team, pressReleases } = await loadEntries();
const pages = prerenderedPaths(pressReleases, newsList({ news, pressReleases }).length);
const newsFile = (item: { slug: string }) => entryFile('news', item.slug);

// What the content check refuses (ids reused or not positive whole numbers, dates not in the calendar, a
// type not among the six, a link neither https:// nor a path, a photo that is not there, a field missing
// or out of its length) cannot reach here: loadEntries above throws on it, and entries.test.ts holds each
// refusal. These are the rules the check leaves to the content as a whole.
it('news items (content/news/) exist, and open on the site (target: self) exactly when they point at one of its built pages', () => {
  expect(news.length).toBeGreaterThan(0);
  for (const item of news) {
    expect(item.target === 'self', `${newsFile(item)}: target`).toBe(item.uri.startsWith('/'));
    if (item.uri.startsWith('/')) expect(pages, `${newsFile(item)}: uri`).toContain(item.uri);
    else expect(new URL(item.uri).protocol, `${newsFile(item)}: uri`).toBe('https:');
  }
});

it('team members (content/team/) exist, in ascending order', () => {
  expect(team.length).toBeGreaterThan(0);
  const orders = team.map((member) => member.order);
  expect([...orders].sort((a, b) => a - b)).toEqual(orders);
});
it.each(team.map((member) => [entryFile('team', member.slug), member] as const))(
  'team member %s has a name, a job title and a biography that are more than spaces',
  (file, member) => {
    for (const field of ['fullname', 'jobtitle', 'biography'] as const)
      expect(member[field].trim(), `${file}: ${field}`).not.toBe('');
  },
);

it('press releases (content/press-releases/) have unique paths, the white paper page among the built pages', () => {
  expect(new Set(pressReleases.map((release) => release.path)).size).toBe(pressReleases.length);
  expect(pages).toContain(whitePaper.path);
});
it.each(pressReleases.map((release) => [entryFile('pressReleases', release.slug), release] as const))(
  'press release %s has a body and, if listed, a card of its own that links to it on its date',
  (file, release) => {
    expect(release.body.children.length, `${file}: body`).toBeGreaterThan(0);
    const cards = newsList({ news, pressReleases }).filter((candidate) => candidate.uri === release.path);
    expect(cards.map((card) => card.date)).toEqual(release.listed ? [release.date] : []);
  },
);

const [carousel, partnerPage] = [carouselIn('en'), partnerPageIn('en')];

/** Every image the typed content modules name, with the module and field it came from. */
const images: [string, ImageAsset][] = [
  ...carousel.map((item, index): [string, ImageAsset] => [`carousel.ts [${index}] src`, item.src]),
  ...partnerPage.photos.map((photo, index): [string, ImageAsset] => [`partner.ts photos[${index}]`, photo]),
  ['hero.ts media.src', hero.media.src],
  ...(hero.media.mobileSrc ? [['hero.ts media.mobileSrc', hero.media.mobileSrc] as [string, ImageAsset]] : []),
];

it.each(images)('image of the typed content modules %s is a responsive photo with a size', (field, image) => {
  for (const format of ['avif', 'webp'] as const)
    expect(image.sources?.[format], field).toMatch(/^\S+ \d+w(, \S+ \d+w)*$/);
  expect(image.width, field).toBeGreaterThan(0);
  expect(image.height, field).toBeGreaterThan(0);
});
it.each([
  ...solutions.map((item): [string, string] => [`solutions.ts ${item.shapeKey} icon`, item.icon]),
  ['partner.ts logo', partnerPage.logo.src] as [string, string],
])('image of the typed content modules %s exists under public/', (field, src) => {
  expect(existsSync(join('public', src)), `${field}: ${src}`).toBe(true);
});

it.each([
  ['solutions.ts', solutions.length, 6],
  ['carousel.ts', carousel.length, 6],
  ['offices.ts', offices.length, 3],
  ['partner.ts photos', partnerPage.photos.length, 5],
  ['navigation.ts', navigation.length, 6],
])('the counts of docs/product.md §9: %s has %i entries (expected %i)', (_file, actual, expected) => {
  expect(actual).toBe(expected);
});
it('solutions.ts lists the solutions in the spec order of docs/product.md §9', () => {
  expect(solutions.map((s) => s.title).join(' | ')).toBe(
    'Speed & Schedule Certainty | Flexibility | Quality | Labor and Supply Chain Efficiency | Sustainability | Global Scalability',
  );
});

it.each(offices.map((office) => [office.title, office] as const))(
  'content/offices.ts: %s shows every field of its postal address',
  (title, office) => {
    const { addressCountry, ...fields } = office.postalAddress;
    const shown = office.addressLines.join('\n');
    for (const [field, value] of Object.entries(fields))
      expect(shown, `offices.ts ${title} postalAddress.${field}`).toContain(value);
    expect(addressCountry, `offices.ts ${title} postalAddress.addressCountry`).toMatch(/^[A-Z]{2}$/);
  },
);
