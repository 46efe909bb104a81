// @vitest-environment node
/**
 * The README's "Changing content" recipes, followed on a copy of the repository: one news item
 * with a photo and a real https link, one team member with a photo and one press release are
 * added as files, the site is built once, and each shows up where a visitor, a search engine
 * and a feed reader would find it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'nexoform-content-'));
const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
const read = (path: string) => readFileSync(join(copy, 'dist', 'client', path), 'utf8');

const headline = 'Nexoform opens a Nordic engineering office';
const release = { slug: 'nordic-office', headline: 'Nexoform opens its Nordic engineering office in Oslo' };

beforeAll(async () => {
  cpSync(repo, copy, { recursive: true, filter: (source) => !skipped.has(relative(repo, source).split(/[\\/]/)[0]!) });
  // The packages are shared, not copied: the copy builds with the same tools and image cache.
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');

  mkdirSync(join(copy, 'content/news/nordic-office'));
  // A PNG photo, so the fallback format follows the source.
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .png()
    .toFile(join(copy, 'content/news/nordic-office/photo.png'));
  writeFileSync(
    join(copy, 'content/news/nordic-office.yaml'),
    [
      'id: 1000',
      "date: '2030-01-15'",
      `headline: ${headline}`,
      'uri: https://www.datacenterdynamics.com/en/news/',
      'image: ./nordic-office/photo.png',
      'publication: DCD',
      'type: News Article',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(copy, 'content/news/nordic-office-release.yaml'),
    [
      'id: 1001',
      "date: '2030-01-14'",
      `headline: ${release.headline}`,
      `uri: /newsroom/${release.slug}`,
      'target: self',
      'publication: Press Release',
      'type: Press Release',
      '',
    ].join('\n'),
  );

  mkdirSync(join(copy, 'content/team/jane-doe'));
  cpSync(join(repo, 'content/images/team-placeholder.jpg'), join(copy, 'content/team/jane-doe/image.jpg'));
  writeFileSync(
    join(copy, 'content/team/jane-doe.yaml'),
    [
      'order: 100',
      'fullname: Jane Doe',
      'jobtitle: Head of Sustainability',
      'image: ./jane-doe/image.jpg',
      'biography: |-',
      '  Jane leads the *sustainability* programme.',
      '',
      '  She worked for [a utility](https://example.com) before.',
      '',
    ].join('\n'),
  );

  writeFileSync(
    join(copy, `content/press-releases/${release.slug}.md`),
    [
      '---',
      "date: '2030-01-14'",
      `headline: ${release.headline}`,
      "dateline: 'OSLO, 14 January 2030'",
      'summary: A new office in Oslo brings Nexoform engineers closer to Nordic hydropower sites.',
      '---',
      '',
      'Nexoform today opened an **engineering office** in Oslo.',
      '',
      '- Twenty engineers',
      '- Two [hydropower](https://example.com) partners',
      '',
    ].join('\n'),
  );

  execFileSync('npx', ['vike', 'build'], { cwd: copy, stdio: 'pipe' });
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
    expect(home).toContain('alt="Portrait of Jane Doe"');
    expect(home).toContain('Jane leads the <em>sustainability</em> programme.');
    expect(home).toContain('<a href="https://example.com">a utility</a>');
  });

  it('publishes the press release at /newsroom/<file name>, listed in News & Insights', () => {
    const page = read(`newsroom/${release.slug}/index.html`);
    expect(page).toContain(`<title>${release.headline} | Nexoform</title>`);
    expect(page).toContain(
      'content="A new office in Oslo brings Nexoform engineers closer to Nordic hydropower sites."',
    );
    expect(page).toMatch(
      /OSLO, 14 January 2030 – <\/strong>Nexoform today opened an <strong>engineering office<\/strong>/,
    );
    expect(page).toContain('<li>Two <a href="https://example.com">hydropower</a> partners</li>');
    expect(card(read('news-insights/index.html'), release.headline)).toContain(`href="/newsroom/${release.slug}"`);
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
