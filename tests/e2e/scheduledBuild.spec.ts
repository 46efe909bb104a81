import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { expect, test } from './fixtures';
import { copyRepo, photo, removeCopies, run } from './repoCopy';

// A build with entries dated later holds nothing of them (docs/decisions.md, "Scheduled
// publishing"): no page, card, feed entry, sitemap line or text anywhere in dist/, and no file made
// from their photos. Each photo is one plain colour that no other photo has, so every file the
// image pipeline derives from it (any width, any format) is found by its colour, whatever its name.
// An entry dated earlier, with photos made the same way, shows that the search finds them.

test.afterEach(removeCopies);

type Colour = readonly [number, number, number];
const embargoedCard: Colour = [255, 0, 255];
const embargoedBody: Colour = [0, 255, 128];
const embargoedNews: Colour = [255, 160, 0];
const publishedCard: Colour = [0, 64, 255];
const hex = (colour: Colour) => `#${colour.map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** The plain colour of an image file, if it is one colour (JPEG's noise aside). */
async function plainColour(path: string): Promise<Colour | undefined> {
  const { channels } = await sharp(path).stats();
  if (channels.slice(0, 3).some((channel) => channel.stdev > 6)) return undefined;
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}
const near = (a: Colour, b: Colour) => a.every((part, i) => Math.abs(part - b[i]!) < 12);

function release(fields: Record<string, string | number>, body: string) {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return ['---', ...lines, '---', body, ''].join('\n');
}

test('a build holds nothing of an entry dated later: no page, list, feed, sitemap, text or photo', async () => {
  test.setTimeout(300_000);
  const copy = copyRepo();
  const { nextId } = await editorNumbers(copy);
  const embargoed = {
    slug: 'zeppelin-hangar-embargoed',
    headline: 'Nexoform turns a zeppelin hangar into a campus',
    news: 'zeppelin-hangar-coverage',
    newsHeadline: 'Coverage of the zeppelin hangar campus',
  };
  const published = { slug: 'published-quarry-campus', headline: 'Nexoform opens a quarry campus' };

  const releases = join(copy, 'content/press-releases');
  mkdirSync(join(releases, embargoed.slug));
  await photo(join(releases, embargoed.slug, 'image.jpg'), hex(embargoedCard));
  await photo(join(releases, embargoed.slug, 'hangar.jpg'), hex(embargoedBody));
  writeFileSync(
    join(releases, `${embargoed.slug}.md`),
    release(
      {
        headline: embargoed.headline,
        date: '2099-01-01',
        time: "'09:00'",
        dateline: 'FRIEDRICHSHAFEN, 1 January 2099',
        summary: 'The hangar that built airships now builds modular data centers for Europe.',
        listed: 'true',
        id: nextId,
        image: `./${embargoed.slug}/image.jpg`,
      },
      `The hangar opens to visitors.\n\n![The hangar from the lake](./${embargoed.slug}/hangar.jpg)`,
    ),
  );
  mkdirSync(join(copy, 'content/news', embargoed.news));
  await photo(join(copy, 'content/news', embargoed.news, 'image.jpg'), hex(embargoedNews));
  writeFileSync(
    join(copy, 'content/news', `${embargoed.news}.yaml`),
    [
      `headline: ${embargoed.newsHeadline}`,
      `id: ${nextId + 1}`,
      'date: 2099-01-02',
      'uri: https://www.datacenterdynamics.com/en/news/zeppelin-hangar/',
      `image: ./${embargoed.news}/image.jpg`,
      'publication: DCD',
      'type: News Article',
      '',
    ].join('\n'),
  );
  mkdirSync(join(releases, published.slug));
  await photo(join(releases, published.slug, 'image.jpg'), hex(publishedCard));
  writeFileSync(
    join(releases, `${published.slug}.md`),
    release(
      {
        headline: published.headline,
        date: '2024-02-01',
        dateline: 'LONDON, 1 February 2024',
        summary: 'The quarry campus is the first to reuse a quarry for modular data centers.',
        listed: 'true',
        id: nextId + 2,
        image: `./${published.slug}/image.jpg`,
      },
      'The quarry campus opens.',
    ),
  );

  const env = { ...process.env };
  delete env.NEXOFORM_NOW;
  delete env.NEXOFORM_PREVIEW_SCHEDULED;
  await run('npm', ['run', 'build'], copy, env);

  const dist = join(copy, 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => {
    try {
      readFileSync(join(dist, name));
      return true;
    } catch {
      return false; // a folder
    }
  });
  const words = [embargoed.slug, embargoed.headline, embargoed.news, embargoed.newsHeadline, 'hangar.jpg'];
  const mentions = files.flatMap((name) => {
    const text = readFileSync(join(dist, name), 'latin1');
    return words.filter((word) => text.includes(word)).map((word) => `${name}: ${word}`);
  });
  expect(mentions).toEqual([]);

  const derived = new Map<string, string[]>();
  for (const name of files.filter((file) => /^\.(jpe?g|png|webp|avif)$/i.test(extname(file)))) {
    const colour = await plainColour(join(dist, name));
    if (!colour) continue;
    for (const [label, target] of Object.entries({ embargoedCard, embargoedBody, embargoedNews, publishedCard }))
      if (near(colour, target)) derived.set(label, [...(derived.get(label) ?? []), name]);
  }
  expect(Object.fromEntries(derived), 'files made from the scheduled entries’ photos').not.toHaveProperty(
    'embargoedCard',
  );
  expect(Object.fromEntries(derived)).not.toHaveProperty('embargoedBody');
  expect(Object.fromEntries(derived)).not.toHaveProperty('embargoedNews');
  // The search finds what a build publishes: the earlier release's photo in each format, and its page.
  const found = (derived.get('publishedCard') ?? []).map((name) => extname(name).toLowerCase());
  expect(new Set(found)).toEqual(new Set(['.avif', '.webp', '.jpg']));
  expect(files).toContain(join('client/newsroom', published.slug, 'index.html'));
  expect(readFileSync(join(dist, 'client/news-insights/feed.xml'), 'utf8')).toContain(published.headline);
});
