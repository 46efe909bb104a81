import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRedirects } from '../../build/redirects.mjs';
import { addRedirect, redirectOffers } from './redirectOffers.mjs';

const header = '# Old addresses and where they now lead.\n#   from, to, permanent\n';
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'redirect-offers-'));
  mkdirSync(join(root, 'content'));
  mkdirSync(join(root, 'scripts/build'), { recursive: true });
  const urls = ['/', '/newsroom/old', '/newsroom/kept', '/newsroom/gone'];
  writeFileSync(
    join(root, 'scripts/build/deployed-sitemap.xml'),
    `<urlset>${urls.map((path) => `<url><loc>https://www.nexoform.example${path}</loc></url>`).join('')}</urlset>`,
  );
  writeFileSync(join(root, 'content/redirects.yaml'), `${header}redirects: []\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const built = ['/', '/newsroom/kept', '/newsroom/new'];

describe('the editor’s offer of redirects', () => {
  it('offers every live address the content lost, with the new addresses first', () => {
    expect(redirectOffers(root, built)).toEqual({
      broken: ['/newsroom/old', '/newsroom/gone'],
      targets: ['/newsroom/new', '/', '/newsroom/kept'],
    });
  });

  it('writes an accepted redirect as a permanent one, keeping the file’s comments, and offers it no more', () => {
    addRedirect(root, built, { from: '/newsroom/old', to: '/newsroom/new' });
    addRedirect(root, built, { from: '/newsroom/gone', to: '/' });
    const text = readFileSync(join(root, 'content/redirects.yaml'), 'utf8');
    expect(text.startsWith(header)).toBe(true);
    expect(readRedirects(root)).toEqual([
      { from: '/newsroom/old', to: '/newsroom/new', permanent: true },
      { from: '/newsroom/gone', to: '/', permanent: true },
    ]);
    expect(redirectOffers(root, built).broken).toEqual([]);
  });

  it('refuses what it did not offer, writing nothing', () => {
    const before = readFileSync(join(root, 'content/redirects.yaml'), 'utf8');
    expect(() => addRedirect(root, built, { from: '/newsroom/kept', to: '/' })).toThrow('needs no redirect');
    expect(() => addRedirect(root, built, { from: '/newsroom/old', to: 'https://elsewhere.example/' })).toThrow(
      'is not an address of the site',
    );
    expect(() => addRedirect(root, built, { from: 3, to: '/' })).toThrow('needs no redirect');
    expect(readFileSync(join(root, 'content/redirects.yaml'), 'utf8')).toBe(before);
  });
});
