import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { distDir } from '../../scripts/local/serve.mjs';
import { expect, test } from './fixtures';
import { routes } from './routes';

/** Every prerendered page in the build: one `index.html` per route, plus `404.html`. */
function builtPages(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * The one message the checker gives against the HTML Standard: `blocking="render"` on a
 * `<link rel="expect">` (the standard allows `blocking` on links whose rel is `stylesheet` or
 * `expect`; vnu 26.9 still names `stylesheet` alone). Dropped only where the element it quotes
 * is such a link, so `blocking` on any other link is still an error (docs/decisions.md, "The
 * first frame waits for the header").
 */
const isExpectLinkLag = (m: VnuMessage) =>
  m.message ===
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /<link rel="expect" href="#[\w-]+" blocking="render">/.test(m.extract ?? '');

test('every prerendered page passes the W3C Nu HTML checker with no error', async () => {
  test.setTimeout(60_000);
  const pages = builtPages();
  expect(pages.length).toBe(routes.length + 1);
  const jar: string = createRequire(import.meta.url)('vnu-jar');
  // vnu exits non-zero when it finds errors, and reports on stderr either way.
  const result = await promisify(execFile)('java', ['-jar', jar, '--format', 'json', '--errors-only', ...pages], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => !isExpectLinkLag(m))
    .map((m) => `${relative(distDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
});

test('every internal link, fragment and asset of every page resolves', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // The prerendered HTML as a crawler sees it: no script has run.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const origin = new URL(test.info().project.use.baseURL!).origin;

  // First every page's references and element ids, then the checks: a fragment can point at any page.
  const pages = new Map<string, { references: string[]; ids: Set<string> }>();
  for (const { path } of [...routes, { path: '/no-such-page' }]) {
    await page.goto(path);
    const { references, ids } = await page.evaluate(() => {
      const urls: string[] = [];
      for (const element of document.querySelectorAll(
        '[href], [src], [poster], [srcset], [imagesrcset], [data-src], meta[content^="http"]',
      )) {
        for (const name of ['href', 'src', 'poster', 'data-src', 'content']) {
          const value = element.getAttribute(name);
          if (value) urls.push(value);
        }
        for (const name of ['srcset', 'imagesrcset']) {
          for (const candidate of (element.getAttribute(name) ?? '').split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) urls.push(url);
          }
        }
      }
      return { references: [...new Set(urls)], ids: [...document.querySelectorAll('[id]')].map((node) => node.id) };
    });
    pages.set(path, { references, ids: new Set(ids) });
  }
  await context.close();

  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const [path, { references }] of pages) {
    for (const reference of references) {
      const url = new URL(reference, new URL(path, origin));
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue; // mailto:, tel:
      // Absolute links to the site's public address (canonical, Open Graph) are checked here by their path.
      const local = url.origin === origin || url.origin === 'https://www.nexoform.example';
      if (!local) continue;
      // A link within the page needs no request (the 404 page's own address answers 404 on purpose).
      if (url.pathname !== path) {
        if (!checked.has(url.pathname)) checked.set(url.pathname, (await request.get(url.pathname)).status());
        const code = checked.get(url.pathname);
        if (code !== 200) {
          broken.push(`${path}: ${reference} answers ${code}`);
          continue;
        }
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !pages.get(url.pathname)?.ids.has(fragment)) {
        broken.push(`${path}: ${reference} names no element on ${url.pathname}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(50);
});

test('every url() in the stylesheet resolves', async ({ page, request }) => {
  await page.goto('/');
  // The site's stylesheet is inlined in every page's head (docs/decisions.md, "Performance").
  const css = (await page.locator('head style').allTextContents()).join('\n');
  expect(css.length).toBeGreaterThan(1000);
  for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    if (url!.startsWith('data:')) continue;
    expect((await request.get(new URL(url!, page.url()).pathname)).status(), url).toBe(200);
  }
});

test('every raster image is offered in AVIF and WebP at several widths, with sizes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const problems: string[] = [];
  let checked = 0;
  for (const { path } of routes) {
    await page.goto(path);
    const images = await page.evaluate(() =>
      [...document.images]
        .filter((image) => /\.(jpe?g|png)$/.test(image.getAttribute('src') ?? ''))
        .map((image) => {
          const sources =
            image.parentElement?.tagName === 'PICTURE' ? [...image.parentElement.querySelectorAll('source')] : [];
          const widths = (type: string) =>
            sources
              .filter((source) => source.type === type)
              .flatMap((source) => (source.srcset.match(/\d+w/g) ?? []).length);
          return {
            src: image.getAttribute('src'),
            avif: widths('image/avif'),
            webp: widths('image/webp'),
            sizes: sources.every((source) => source.sizes),
          };
        }),
    );
    checked += images.length;
    for (const image of images) {
      if (!image.avif.some((count) => count >= 2) || !image.webp.some((count) => count >= 2) || !image.sizes) {
        problems.push(
          `${path}: ${image.src} (AVIF widths ${image.avif}, WebP widths ${image.webp}, sizes ${image.sizes})`,
        );
      }
    }
  }
  await context.close();
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(30);
});
