/**
 * The recipes of docs/editing.md, followed on a copy of the repository: one news item
 * with a photo and a real https link, one team member with a photo and one press release (listed
 * in News & Insights by itself) are added as files, with two entries scheduled around the build's
 * clock; the site is built once, and each shows up where a visitor, a search engine and a feed
 * reader would find it, or, if scheduled later, nowhere yet.
 *
 * It holds for any content: the copy keeps the owners' files, the added files carry names no
 * owner would pick (so an owner who followed docs/editing.md with its example names changes nothing),
 * and ids follow the highest in use.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsTypes } from '../../content/newsTypes';
import { newsPageSize } from '../../domain/newsPages';
import { newsListPath } from '../../domain/routes';
import { loadEntries } from '../../publishing/entries';
import { freePort } from '../../scripts/local/ports.mjs';
import { copyRepository } from '../support/copyRepository.mjs';

const repo = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'nexoform-content-'));
const read = (path: string) => readFileSync(join(copy, 'dist', 'client', path), 'utf8');

/** A prefix for every added file, so none can be an owner's. */
const name = (slug: string) => `zz-recipe-check-${slug}`;
const headline = 'Nexoform opens a Nordic engineering office (recipe check)';
const release = {
  slug: name('nordic-release'),
  headline: 'Nexoform opens its Nordic engineering office in Oslo (recipe check)',
  summary: 'A new office in Oslo brings Nexoform engineers closer to Nordic hydropower sites.',
  body: 'Nexoform today opened an **engineering office** in Oslo.\n\n- Twenty engineers\n- Two [hydropower](https://example.com) partners',
};
const member = { slug: name('quinn-fjellstad'), fullname: 'Quinn Fjellstad Recipecheck' };
/** The build's clock (`NEXOFORM_NOW`): 09:00 in London on 15 January 2030. */
const now = '2030-01-15T09:00:00Z';
/** Published at the clock's very minute, and one a minute later. */
const due = { slug: name('due-now'), headline: 'An item due at the build time (recipe check)' };
const later = {
  news: { slug: name('next-minute'), headline: 'An item a minute after the build (recipe check)' },
  release: { slug: name('later-release'), headline: 'A release a minute after the build (recipe check)' },
};
/** Scheduled long after the build, and one published, each photo of a colour no other photo has. */
const embargoed = {
  slug: name('zeppelin-hangar'),
  headline: 'Nexoform turns a zeppelin hangar into a campus (recipe check)',
  news: name('zeppelin-coverage'),
  newsHeadline: 'Coverage of the zeppelin hangar campus (recipe check)',
};
const publishedRelease = { slug: name('quarry-campus'), headline: 'Nexoform opens a quarry campus (recipe check)' };
type Colour = readonly [number, number, number];
const colours = {
  embargoedCard: [255, 0, 255],
  embargoedBody: [0, 255, 128],
  embargoedNews: [255, 160, 0],
  publishedCard: [0, 64, 255],
} satisfies Record<string, Colour>;
const hex = (colour: Colour) => `#${colour.map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** Writes a file of the copy, its folder made if needed. */
const write = (path: string, text: string | Buffer) => {
  mkdirSync(dirname(join(copy, path)), { recursive: true });
  writeFileSync(join(copy, path), text);
};
type Fields = Record<string, string | number | boolean>;
/** Fields as YAML, every string quoted (dates and times stay text). */
const yaml = (fields: Fields) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : value}\n`)
    .join('');
const dcd = 'https://www.datacenterdynamics.com/en/news/';
/** A news item's file: a DCD news article unless `fields` say otherwise. */
const news = (slug: string, fields: Fields) =>
  write(
    `content/news/${slug}.yaml`,
    yaml({ uri: `${dcd}${slug}/`, publication: 'DCD', type: 'News Article', ...fields }),
  );
const pressRelease = (slug: string, body: string, fields: Fields, folder = '') =>
  write(`content/press-releases/${folder}${slug}.md`, `---\n${yaml(fields)}---\n\n${body}\n`);
/** A photo of one plain colour, made in the copy. */
const photo = async (path: string, colour: Colour, [width, height] = [1600, 900]) => {
  const image = sharp({ create: { width, height, channels: 3, background: hex(colour) } });
  write(path, await (path.endsWith('.png') ? image.png() : image.jpeg()).toBuffer());
};

beforeAll(async () => {
  copyRepository(repo, copy);

  const existing = await loadEntries(copy);
  const nextId = Math.max(0, ...[...existing.news, ...existing.pressReleases].map((entry) => entry.id)) + 1;

  // A PNG photo, so the fallback format follows the source.
  const office = name('nordic-office');
  await photo(`content/news/${office}/photo.png`, [42, 111, 151], [1200, 800]);
  news(office, { id: nextId, date: '2030-01-14', headline, uri: dcd, image: `./${office}/photo.png` });
  news(due.slug, { id: nextId + 1, date: '2030-01-15', time: '09:00', headline: due.headline, type: 'Event' });
  const { slug: next, headline: nextHeadline } = later.news;
  news(next, { id: nextId + 2, date: '2030-01-15', time: '09:01', headline: nextHeadline, type: 'Event' });

  cpSync(join(repo, 'content/images/team-placeholder.jpg'), join(copy, `content/team/${member.slug}/image.jpg`));
  write(
    `content/team/${member.slug}.yaml`,
    `${yaml({ order: 100, fullname: member.fullname, jobtitle: 'Head of Sustainability', image: `./${member.slug}/image.jpg` })}biography: |-\n  Quinn leads the *sustainability* programme.\n\n  She worked for [a utility](https://example.com) before.\n`,
  );

  pressRelease(release.slug, release.body, {
    ...{ date: '2030-01-14', headline: release.headline, summary: release.summary, id: nextId + 3 },
    dateline: 'OSLO, 14 January 2030',
  });
  pressRelease(later.release.slug, 'Not yet.', {
    ...{ date: '2030-01-15', time: '10:01 Europe/Oslo', headline: later.release.headline, id: nextId + 4 },
    dateline: 'OSLO, 15 January 2030',
    summary: 'A release scheduled one minute after the build, to be published by a later build.',
  });

  // Content as the owners may add it, for the built-site checks below: items of every type
  // without a photo, one a year back from 2015, more than a page of the list whatever the owners'
  // content (so a full feed and archive pages, whose style must need no new hash in the committed
  // firebase.json), one dated the clock's day, and a release with its German translation.
  const plainItem = (slug: string, id: number, date: string, type: string) =>
    news(slug, {
      ...{ id, date, headline: `A ${type} of ${date} without a photo (recipe check)` },
      ...{ uri: `https://example.com/${slug}`, publication: 'Nexoform', type },
    });
  for (let back = 0; back * newsTypes.length <= newsPageSize; back++)
    for (const [index, type] of newsTypes.entries()) {
      const slug = name(`${type.toLowerCase().replace(' ', '-')}-${2015 - back}`);
      plainItem(slug, nextId + 30 + back * newsTypes.length + index, `${2015 - back}-03-01`, type);
    }
  plainItem(name('today'), nextId + 9, '2030-01-15', 'Blog Post');
  for (const [folder, fields] of [
    ['', { date: '2029-06-01', id: nextId + 8, headline: 'Nexoform opens a Bergen test hall (recipe check)' }],
    ['de/', { headline: 'Nexoform eröffnet eine Testhalle in Bergen (Prüfung)' }],
  ] as const) {
    const summary = 'A test hall in Bergen runs each module at full load before it ships to a customer.';
    const body = 'Nexoform today opened a **test hall** in Bergen.';
    pressRelease(name('translated-release'), body, { ...fields, dateline: 'BERGEN, 1 June 2029', summary }, folder);
  }

  // Entries dated long after the build, with photos of one plain colour each, and an earlier
  // release made the same way: nothing of the first may be anywhere in the build.
  const releases = 'content/press-releases';
  await photo(`${releases}/${embargoed.slug}/image.jpg`, colours.embargoedCard);
  await photo(`${releases}/${embargoed.slug}/hangar.jpg`, colours.embargoedBody);
  await photo(`content/news/${embargoed.news}/image.jpg`, colours.embargoedNews);
  await photo(`${releases}/${publishedRelease.slug}/image.jpg`, colours.publishedCard);
  const hangar = `./${embargoed.slug}/hangar.jpg`;
  pressRelease(embargoed.slug, `The hangar opens to visitors.\n\n![The hangar from the lake](${hangar})`, {
    ...{ headline: embargoed.headline, date: '2099-01-01', time: '09:00', listed: true, id: nextId + 20 },
    dateline: 'FRIEDRICHSHAFEN, 1 January 2099',
    summary: 'The hangar that built airships now builds modular data centers for Europe.',
    image: `./${embargoed.slug}/image.jpg`,
  });
  news(embargoed.news, {
    ...{ headline: embargoed.newsHeadline, id: nextId + 21, date: '2099-01-02' },
    ...{ uri: `${dcd}zeppelin-hangar/`, image: `./${embargoed.news}/image.jpg` },
  });
  pressRelease(publishedRelease.slug, 'The quarry campus opens.', {
    ...{ headline: publishedRelease.headline, date: '2024-02-01', listed: true, id: nextId + 22 },
    dateline: 'LONDON, 1 February 2024',
    summary: 'The quarry campus is the first to reuse a quarry for modular data centers.',
    image: `./${publishedRelease.slug}/image.jpg`,
  });

  // A build as production makes it: the editor's preview setting is not passed on.
  const { NEXOFORM_PREVIEW_SCHEDULED: _preview, ...env } = process.env;
  execFileSync('npx', ['vike', 'build'], { cwd: copy, stdio: 'pipe', env: { ...env, NEXOFORM_NOW: now } });
}, 600_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The markup of the card whose headline is `text` (in the body: the head may carry the page's data too). */
const card = (html: string, text: string) => {
  const at = html.indexOf(text, html.indexOf('<body'));
  expect(at, text).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<article', at), html.indexOf('</article>', at));
};

describe('content added as files, after one build', () => {
  it('shows the news item on / and /news-insights, with its photo made responsive, opening in a new tab', () => {
    for (const page of ['index.html', 'news-insights/index.html']) {
      const markup = card(read(page), headline);
      expect(markup).toContain('href="https://www.datacenterdynamics.com/en/news/"');
      expect(markup).toContain('target="_blank"');
      // Attribute names in any case, as HTML reads them (the inline-CSS step writes them in lower case).
      expect(markup).toMatch(/type="image\/avif" srcset="[^"]+\.avif 400w, [^"]+\.avif 800w"/i);
      expect(markup).toMatch(/<img[^>]+src="\/assets\/[^"]+\.png"[^>]+width="800" height="533"/);
    }
  });

  it('shows the team member on / with the photo and the Markdown biography', () => {
    const home = read('index.html');
    expect(home).toContain(`alt="Portrait of ${member.fullname}"`);
    expect(home).toContain('Quinn leads the <em>sustainability</em> programme.');
    expect(home).toContain('<a href="https://example.com">a utility</a>');
  });

  it('publishes the press release at /newsroom/<file name>, listed in News & Insights by itself', () => {
    const page = read(`newsroom/${release.slug}/index.html`);
    expect(page).toContain(`<title>${release.headline} | Nexoform</title>`);
    expect(page).toContain(`content="${release.summary}"`);
    expect(page).toMatch(
      /OSLO, 14 January 2030 – <\/strong>Nexoform today opened an <strong>engineering office<\/strong>/,
    );
    expect(page).toContain('<li>Two <a href="https://example.com">hydropower</a> partners</li>');
    const list = read('news-insights/index.html');
    expect(card(list, release.headline)).toContain(`href="/newsroom/${release.slug}"`);
    expect(card(list, release.headline)).toContain('>Press Release<');
    // One card, from the release's own file: the headline once in the body.
    expect(list.slice(list.indexOf('<body')).split(release.headline)).toHaveLength(2);
  });

  it('lists the release in the sitemap and both items in the feed', () => {
    expect(read('sitemap.xml')).toContain(
      `<url><loc>https://www.nexoform.example/newsroom/${release.slug}</loc><lastmod>2030-01-14</lastmod></url>`,
    );
    const feed = read('news-insights/feed.xml');
    expect(feed).toContain(`<title type="html"><![CDATA[${headline}]]></title>`);
    expect(feed).toContain(`href="https://www.nexoform.example/newsroom/${release.slug}"`);
    expect(feed).toContain('href="https://www.datacenterdynamics.com/en/news/"');
  });
});

describe('the checks of every built page (tests/site/) over this content', () => {
  it('pass unchanged: the suite holds for content the owners may add', async () => {
    // Archive pages too: past one page of items, their style must not need a hash the committed firebase.json lacks.
    expect(existsSync(join(copy, 'dist/client', newsListPath(2), 'index.html'))).toBe(true);
    const port = await freePort();
    const server = spawn(process.execPath, ['scripts/local/serve.mjs', '--port', String(port)], { cwd: copy });
    try {
      await new Promise((resolve, reject) => {
        server.stdout.once('data', resolve);
        server.once('exit', reject);
      });
      const run = promisify(execFile)('npx', ['vitest', 'run', '--config', 'tests/site/vitest.config.ts'], {
        cwd: copy,
        env: { ...process.env, NEXOFORM_NOW: now, E2E_BASE_URL: `http://127.0.0.1:${port}`, NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      });
      const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the built-site checks failed over the added content:\n${error.stdout}${error.stderr}`);
      });
      expect(stdout).toMatch(/Tests\s+\d+ passed/);
    } finally {
      server.kill();
    }
  }, 300_000);
});

describe('entries dated years after the build (docs/decisions.md, "Scheduled publishing")', () => {
  it('leave nothing in the build: no page, list, feed, sitemap, text or file made from their photos', async () => {
    const dist = join(copy, 'dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
    const words = [embargoed.slug, embargoed.headline, embargoed.news, embargoed.newsHeadline, 'hangar.jpg'];
    const mentions = files.flatMap((file) => {
      const text = readFileSync(join(dist, file), 'latin1');
      return words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(mentions).toEqual([]);
    // Every image file the build made, by the plain colour of the photo it came from (JPEG's noise
    // aside). All decoded at once (sharp works them on its thread pool), each shrunk on load to a
    // few pixels: a plain image stays plain, and shrinking only lowers the spread of any other.
    const images = files.filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
    const stats = await Promise.all(
      images.map(async (file) => {
        const { data, info } = await sharp(join(dist, file))
          .resize(32, 32, { fit: 'fill' })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return sharp(data, { raw: info }).stats();
      }),
    );
    const derived: Record<string, string[]> = {};
    for (const [index, { channels }] of stats.entries()) {
      if (channels.slice(0, 3).some((channel) => channel.stdev > 6)) continue;
      for (const [label, colour] of Object.entries(colours))
        if (colour.every((part, i) => Math.abs(part - channels[i]!.mean) < 12))
          (derived[label] ??= []).push(images[index]!);
    }
    expect(Object.keys(derived)).toEqual(['publishedCard']);
    // The search finds what a build publishes: the earlier release's photo in each format, and its page.
    expect(new Set(derived.publishedCard!.map((file) => file.split('.').pop()!.toLowerCase()))).toEqual(
      new Set(['avif', 'webp', 'jpg']),
    );
    expect(read(`newsroom/${publishedRelease.slug}/index.html`)).toContain(publishedRelease.headline);
    expect(read('news-insights/feed.xml')).toContain(publishedRelease.headline);
  }, 120_000);
});

describe('scheduled entries, built with the clock at 09:00 London time on 15 January 2030', () => {
  it("publishes an item dated at the clock's minute", () => {
    expect(read('news-insights/index.html')).toContain(due.headline);
    expect(read('news-insights/feed.xml')).toContain(due.headline);
  });

  it('leaves entries dated a minute later out of every page, the list, the sitemap, the feed and their route', () => {
    for (const file of ['index.html', 'news-insights/index.html', 'sitemap.xml', 'news-insights/feed.xml'])
      for (const text of [later.news.headline, later.release.headline, later.release.slug])
        expect(read(file), file).not.toContain(text);
    expect(existsSync(join(copy, 'dist/client/newsroom', later.release.slug))).toBe(false);
  });
});
