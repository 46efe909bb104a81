import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carousel } from './carousel';
import { hero } from './hero';
import { navigation } from './navigation';
import { news } from './news';
import { newsTypes } from './newsTypes';
import { offices } from './offices';
import { partnerPage } from './partner';
import { pressReleases } from './pressReleases';
import { solutions } from './solutions';
import { team } from './team';
import type { ImageAsset, NewsItem, TeamMember } from './types';
import { whitePaper } from './identity';
import { prerenderedPaths } from './routes';

const publicDir = join(__dirname, '..', 'public');
const newsItems: readonly NewsItem[] = news;
const members: readonly TeamMember[] = team;

/** Every image a content module names, with the file and field it came from. */
const images: [string, ImageAsset][] = [
  ...newsItems.flatMap((item): [string, ImageAsset][] =>
    item.image ? [[`news.ts id ${item.id} image`, item.image]] : [],
  ),
  ...members.flatMap((member): [string, ImageAsset][] =>
    member.image ? [[`team.ts ${member.slug} image`, member.image]] : [],
  ),
  ...carousel.map((item, index): [string, ImageAsset] => [`carousel.ts [${index}] src`, item.src]),
  ...solutions.map((item): [string, ImageAsset] => [`solutions.ts ${item.shapeKey} icon`, item.icon]),
  ...partnerPage.photos.map((photo, index): [string, ImageAsset] => [`partner.ts photos[${index}]`, photo]),
  ['partner.ts logo', partnerPage.logo],
  ...Object.entries(hero.media).flatMap(([field, value]): [string, ImageAsset][] =>
    typeof value === 'object' && value && 'src' in value && 'width' in value
      ? [[`hero.ts media.${field}`, value as ImageAsset]]
      : [],
  ),
];

describe('content/news.ts', () => {
  it('has 25 items with ids 1 to 25, each once', () => {
    expect(news.map((item) => item.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
  it.each(news.map((item) => [item.id, item] as const))('id %i has an ISO date that parses', (_id, item) => {
    expect(item.date, `news.ts id ${item.id} date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${item.date}T00:00:00Z`).toISOString().slice(0, 10), `news.ts id ${item.id} date`).toBe(item.date);
  });
  it('uses only the six news types', () => {
    for (const item of news) expect(newsTypes, `news.ts id ${item.id} type`).toContain(item.type);
  });
  it('links internal items to prerendered routes and external ones to .example sites', () => {
    for (const item of news) {
      if ('target' in item && item.target === 'self')
        expect(prerenderedPaths, `news.ts id ${item.id} uri`).toContain(item.uri);
      else expect(new URL(item.uri).hostname, `news.ts id ${item.id} uri`).toMatch(/\.example$/);
    }
  });
  it('has the press releases and the white paper at their paths', () => {
    for (const release of pressReleases) {
      expect(
        news.some((item) => item.uri === release.path && item.date === release.date),
        release.path,
      ).toBe(true);
    }
    expect(
      news.some((item) => item.uri === whitePaper.path && item.type === 'White Paper' && item.date === '2025-06-25'),
    ).toBe(true);
  });
  it('spans 2023 to 2025 and leaves at least three items without an image', () => {
    const years = new Set(news.map((item) => item.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025']);
    expect(newsItems.filter((item) => !item.image).length).toBeGreaterThanOrEqual(3);
  });
});

describe('content/team.ts', () => {
  it('has 12 members with the spec job titles', () => {
    expect(team.map((member) => member.jobtitle).sort()).toEqual(
      [
        'Chief Executive Officer',
        'Chief Technology Officer',
        'Chief Financial Officer',
        'Chief Product Officer',
        'Chief Operations Officer',
        'Director of Solutions Architecture',
        'Director of Design',
        'Director of Advanced Research & Engineering',
        'Commercial Director',
        'Director of Projects',
        'Chief of Staff',
        'Senior Manager, Brand, Marketing and Communications',
      ].sort(),
    );
  });
  it('has unique slugs, an 80 to 150 word biography each, and at least two members without a photo', () => {
    expect(new Set(team.map((member) => member.slug)).size).toBe(12);
    for (const member of team) {
      const words = member.biography.join(' ').split(/\s+/).length;
      expect(words, `team.ts ${member.slug} biography word count`).toBeGreaterThanOrEqual(80);
      expect(words, `team.ts ${member.slug} biography word count`).toBeLessThanOrEqual(150);
    }
    expect(members.filter((member) => !member.image).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the counts of docs/product.md §9', () => {
  it.each([
    ['solutions.ts', solutions.length, 6],
    ['carousel.ts', carousel.length, 6],
    ['offices.ts', offices.length, 3],
    ['partner.ts photos', partnerPage.photos.length, 5],
    ['navigation.ts', navigation.length, 6],
    ['pressReleases.ts', pressReleases.length, 5],
  ])('%s has %i entries (expected %i)', (_file, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('lists the solutions in the spec order', () => {
    expect(solutions.map((s) => s.title)).toEqual([
      'Speed & Schedule Certainty',
      'Flexibility',
      'Quality',
      'Labor and Supply Chain Efficiency',
      'Sustainability',
      'Global Scalability',
    ]);
  });
});

describe('images named in content', () => {
  it.each(images)('%s exists under public/ with a size', (field, image) => {
    expect(existsSync(join(publicDir, image.src)), `${field}: ${image.src}`).toBe(true);
    expect(image.width, field).toBeGreaterThan(0);
    expect(image.height, field).toBeGreaterThan(0);
  });
  it('keeps carousel images under /v3/', () => {
    for (const item of carousel) expect(item.src.src).toMatch(/^\/v3\//);
  });
});

describe('content/pressReleases.ts', () => {
  it.each(pressReleases.map((release) => [release.path, release] as const))(
    '%s has a search-sized summary, 4 to 8 paragraphs and the date of its news item',
    (path, release) => {
      expect(release.summary.length, `pressReleases.ts ${path} summary`).toBeGreaterThanOrEqual(50);
      expect(release.summary.length, `pressReleases.ts ${path} summary`).toBeLessThanOrEqual(160);
      expect(release.paragraphs.length, `pressReleases.ts ${path} paragraphs`).toBeGreaterThanOrEqual(4);
      expect(release.paragraphs.length, `pressReleases.ts ${path} paragraphs`).toBeLessThanOrEqual(8);
      expect(newsItems.find((item) => item.uri === path)?.date, `news.ts item for ${path}`).toBe(release.date);
    },
  );
});

describe('content/offices.ts', () => {
  it.each(offices.map((office) => [office.title, office] as const))(
    '%s shows every field of its postal address',
    (title, office) => {
      const { addressCountry, ...fields } = office.postalAddress;
      const shown = office.addressLines.join('\n');
      for (const [field, value] of Object.entries(fields))
        expect(shown, `offices.ts ${title} postalAddress.${field}`).toContain(value);
      expect(addressCountry, `offices.ts ${title} postalAddress.addressCountry`).toMatch(/^[A-Z]{2}$/);
    },
  );
});
