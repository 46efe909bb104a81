// @ts-check
/* global document -- measureRoute reads the page it loaded */
/**
 * The byte budgets of docs/quality.md and the one way we measure them: load a page of the built
 * site in Chromium, without touching it, and brotli-compress (quality 11) what it fetched.
 * Used by the budget test (`npm test`) and the benchmark (`npm run bench`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** @typedef {{ js: number, html: number, css: number }} Bytes */
/** @typedef {Bytes & { jsRequests: number }} Limits bytes, and how many script requests may carry the JS */
/** @typedef {Bytes & { path: string, jsRequests: number, limits: Limits, foreignRequests: string[], imagesWithoutSize: string[] }} RouteMeasure */

const KB = 1000;
const kinds = /** @type {Record<string, keyof Bytes>} */ ({ script: 'js', stylesheet: 'css', document: 'html' });

/**
 * docs/quality.md "Budgets per page" with the targets of docs/performance.md: the JavaScript a
 * page runs before any interaction, in bytes and in script requests. The CSS is inlined in the
 * HTML (scripts/build/inlineCss.ts) and counted in both columns: as CSS on its own, and in the HTML
 * that carries it.
 */
export const budgets = {
  home: { js: 12 * KB, jsRequests: Infinity, html: 20 * KB, css: 8 * KB },
  news: { js: 90 * KB, jsRequests: Infinity, html: 15 * KB, css: 8 * KB },
  content: { js: 3 * KB, jsRequests: 1, html: 10 * KB, css: 6 * KB },
};

/**
 * The languages' address prefixes (`/de`), read from content/locales.ts: this module runs on
 * plain Node, which loads no TypeScript (docs/decisions.md, D60).
 */
const localePrefixes = [
  ...readFileSync(join(import.meta.dirname, '../../content/locales.ts'), 'utf8').matchAll(/prefix: '(\/[^']+)'/g),
].map((match) => match[1] ?? '');

/**
 * The budget of the page at `path`: a page in another language has its English page's budget
 * (`/de/news-insights` is the news list), so every language is held to the same numbers.
 * @param {string} path @returns {Limits}
 */
export function budgetFor(path) {
  const prefix = localePrefixes.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
  const english = prefix ? path.slice(prefix.length) || '/' : path;
  if (english === '/') return budgets.home;
  if (english === '/news-insights') return budgets.news;
  return budgets.content;
}

/** @param {Buffer | string} body */
export const brotliSize = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Opens `path` in a fresh page of `context`, waits until the network is idle and sums what the
 * page loaded before any interaction.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} baseUrl
 * @param {string} path
 * @returns {Promise<RouteMeasure>}
 */
export async function measureRoute(context, baseUrl, path) {
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {Map<string, { kind: keyof Bytes, size: number }>} */
  const loaded = new Map();
  /** @type {string[]} */
  const foreignRequests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreignRequests.push(request.url());
  });
  page.on('response', (response) => {
    const kind = kinds[response.request().resourceType()];
    if (!kind || !response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        // The browser may have let go of a body before it was read (its buffer for the driver is
        // bounded, and a busy machine reads late): the same file, asked again, is counted instead.
        .catch(() => context.request.get(response.url()).then((again) => again.body()))
        // A file that cannot be read either way fails the measure rather than count as 0 bytes.
        .then(
          (body) => void loaded.set(response.url(), { kind, size: brotliSize(body) }),
          (error) => {
            throw new Error(`${response.url()} could not be read to count its bytes: ${error}`);
          },
        ),
    );
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  // The page's script is requested after the first paint (scripts/build/loadAfterPaint.ts): wait until the
  // loader has added it, then for the network to settle again, so it is always counted.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('script[data-load]')].every((loader) =>
      document.querySelector(`script[src="${loader.getAttribute('data-load')?.split(' ')[0]}"]`),
    ),
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const { inlineCss, imagesWithoutSize } = await page.evaluate(() => ({
    inlineCss: [...document.querySelectorAll('style')].map((style) => style.textContent),
    imagesWithoutSize: [...document.images]
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.currentSrc || image.src),
  }));
  await page.close();
  const bytes = { js: 0, html: 0, css: inlineCss.length > 0 ? brotliSize(inlineCss.join('\n')) : 0 };
  for (const { kind, size } of loaded.values()) bytes[kind] += size;
  const jsRequests = [...loaded.values()].filter(({ kind }) => kind === 'js').length;
  return { path, ...bytes, jsRequests, limits: budgetFor(path), foreignRequests, imagesWithoutSize };
}

/** @param {RouteMeasure} row @returns {string[]} what is wrong with a route, empty when nothing is */
export function problems({ path, limits, ...row }) {
  return [
    .../** @type {(keyof Bytes)[]} */ (['js', 'html', 'css'])
      .filter((kind) => row[kind] > limits[kind])
      .map((kind) => `${path}: ${kind.toUpperCase()} ${row[kind]} B is over its budget of ${limits[kind]} B`),
    ...(row.jsRequests > limits.jsRequests
      ? [`${path}: JS in ${row.jsRequests} requests, over its budget of ${limits.jsRequests}`]
      : []),
    ...row.foreignRequests.map((url) => `${path}: requests another host before interaction: ${url}`),
    ...row.imagesWithoutSize.map((src) => `${path}: image without width and height: ${src}`),
  ];
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @param {RouteMeasure[]} rows @returns {string} a Markdown table of bytes against budgets */
export function budgetTable(rows) {
  const cell = (/** @type {number} */ value, /** @type {number} */ limit, format = kb) =>
    `${format(value)}${Number.isFinite(limit) ? ` / ${format(limit)}` : ''}${value > limit ? ' ✗' : ''}`;
  return [
    '| route | JS before interaction | JS requests | HTML (with the CSS) | CSS (inline) |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${cell(row.js, row.limits.js)} | ${cell(row.jsRequests, row.limits.jsRequests, String)} | ${cell(row.html, row.limits.html)} | ${cell(row.css, row.limits.css)} |`,
    ),
  ].join('\n');
}
