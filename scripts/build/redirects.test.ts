/**
 * Redirects as content and the old-address check (scripts/build/redirects.mjs): the rules on
 * content/redirects.yaml, and, on a copy of the content, a press release renamed as an owner
 * would: the build's last step fails naming its old address until a redirect exists, then the
 * firebase.json it writes sends the old address to the new one with a 301.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prerenderedPaths } from '../../domain/routes';
import { loadPublished } from '../../publishing/entries';
import { content } from '../../tests/e2e/content';
import {
  brokenOldAddresses,
  deployedSitemapFile,
  hostingRedirects,
  readRedirects,
  redirectsFile,
  sitemapPaths,
} from './redirects.mjs';
import { siteFiles } from './siteFiles';

const withRedirects = (yaml: string) => {
  const root = mkdtempSync(join(tmpdir(), 'redirects-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync('content/redirects.yaml', join(root, redirectsFile));
  writeFileSync(join(root, redirectsFile), yaml);
  return readRedirects(root);
};

describe('content/redirects.yaml', () => {
  it('becomes Hosting redirects: 301 when permanent, 302 otherwise', () => {
    const redirects = withRedirects(
      'redirects:\n  - { from: /newsroom/old/, to: /newsroom/new, permanent: true }\n  - { from: /promo, to: https://example.com/x, permanent: false }\n',
    );
    expect(hostingRedirects(redirects)).toEqual([
      { source: '/newsroom/old', destination: '/newsroom/new', type: 301 },
      { source: '/promo', destination: 'https://example.com/x', type: 302 },
    ]);
  });

  /** A redirects file listing `items`. */
  const list = (...items: string[]) => `redirects:\n${items.map((item) => `  - ${item}\n`).join('')}`;
  it.each([
    ['redirects: { from: /a }', /must be a list/],
    [list('{ from: a, to: /b, permanent: true }'), /"from" must be a path/],
    [list('{ from: /a, to: http://x.example, permanent: true }'), /"to" must be a path/],
    [list('{ from: /a, to: /b, permanent: yes please }'), /"permanent" must be true or false/],
    [list('{ from: /a, to: /b, permanent: true }', '{ from: /a, to: /c, permanent: true }'), /redirected twice/],
    [list('{ from: /a, to: /b, permanent: true }', '{ from: /b, to: /c, permanent: true }'), /itself redirected/],
  ])('refuses %j', (yaml, message) => {
    expect(() => withRedirects(yaml)).toThrow(message);
  });

  it('are valid as committed, and with the pages of today leave no deployed address broken', () => {
    const redirects = readRedirects();
    const deployed = sitemapPaths(readFileSync(deployedSitemapFile, 'utf8'));
    expect(deployed.length).toBeGreaterThan(0);
    const built = prerenderedPaths(content.pressReleases, content.news.length);
    expect(brokenOldAddresses({ deployed, built, redirects })).toEqual([]);
  });
});

describe('a press release renamed in a copy of the repository', () => {
  it('fails the build naming the old address until a redirect exists, then redirects it with a 301', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'nexoform-redirects-'));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    // What the sitemap and the build's last step read: the content and the scripts writing firebase.json.
    for (const path of ['content', 'hosting', 'scripts/build', 'functions/package.json'])
      cpSync(path, join(copy, path), { recursive: true });
    fs.symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
    // The first release kept under /newsroom/ whose address is in the deployed sitemap.
    const deployed = sitemapPaths(readFileSync(deployedSitemapFile, 'utf8'));
    const releases = join(copy, 'content/press-releases');
    const names = fs.readdirSync(releases).flatMap((file) => /^(.+)\.md$/.exec(file)?.[1] ?? []);
    const slug = names.find((name) => deployed.includes(`/newsroom/${name}`));
    expect(slug).toBeDefined();
    const renamed = `${slug}-renamed`;
    const text = readFileSync(join(releases, `${slug}.md`), 'utf8');
    writeFileSync(join(releases, `${renamed}.md`), text.replaceAll(`./${slug}/`, `./${renamed}/`));
    rmSync(join(releases, `${slug}.md`));
    if (fs.existsSync(join(releases, slug!))) fs.renameSync(join(releases, slug!), join(releases, renamed));

    // The files `vike build` leaves for write-firebase-json.mjs: the sitemap of the copy's content
    // (the build's own, siteFiles.ts) and the inline hashes.
    fs.mkdirSync(join(copy, 'dist/client'), { recursive: true });
    writeFileSync(join(copy, 'dist/client/sitemap.xml'), siteFiles(await loadPublished(copy))['sitemap.xml']!);
    writeFileSync(join(copy, 'dist/inline-hashes.json'), JSON.stringify({ 'style-src': [], 'script-src': [] }));
    const run = () =>
      spawnSync(process.execPath, ['scripts/build/write-firebase-json.mjs'], { cwd: copy, encoding: 'utf8' });
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`  /newsroom/${slug}\n`);
    expect(refused.stderr).not.toContain(`/newsroom/${renamed}`);

    writeFileSync(
      join(copy, redirectsFile),
      `redirects:\n  - from: /newsroom/${slug}\n    to: /newsroom/${renamed}\n    permanent: true\n`,
    );
    const written = run();
    expect(written.status, written.stderr).toBe(0);
    const json = JSON.parse(readFileSync(join(copy, 'firebase.json'), 'utf8'));
    const site = json.hosting.find((target: { target: string }) => target.target === 'site');
    expect(site.redirects).toEqual([{ source: `/newsroom/${slug}`, destination: `/newsroom/${renamed}`, type: 301 }]);
  });
});
