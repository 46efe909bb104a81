// @ts-check
/* global document, window, performance, requestAnimationFrame, MutationObserver -- page-side measuring code */
/**
 * The benchmark (not a test): builds the site, serves it with brotli on 127.0.0.1 and measures
 * it the way a visitor on a phone meets it. Prints the results and writes docs/performance.md.
 *
 *   npm run bench                 # 5 Lighthouse runs per page
 *   npm run bench -- --runs 1     # a quick look
 *   npm run bench -- --no-build   # measure the build already in dist/
 *
 * - Lighthouse 12 (mobile, simulated throttling) on Debian's Chromium: scores, FCP, LCP, CLS,
 *   TBT, bytes and requests, as medians and ranges; and each page's LCP as a ratio to the floor,
 *   a copy of a press release with no script at all, measured in the same run (the fastest the
 *   page's own bytes allow, so a busy machine still shows the distance to it).
 * - The byte budgets of every route (tests/support/budgets.mjs, the same measure as the budget test).
 * - The News & Insights filter: keypress to updated grid, CPU slowed 4×, median of 10.
 * - Filtering and sorting 10,000 items (the Vitest benchmark `npm run bench:news`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgetTable, measureRoute, problems } from './budgets.mjs';
import { chromiumFlags, ensureChromium } from '../../scripts/local/chromium.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { distDir, serve } from '../../scripts/local/serve.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
// `npm run build` also regenerates firebase.json, whose CSP the server sends.
if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

/**
 * Pages served from a copy under another path, each written before and removed after the run:
 * - the floor, a press release with its inline CSS and no script but the consent banner's inline one;
 * - the 404 page, which the server sends with status 404, on which Lighthouse stops.
 */
const floorOf = '/newsroom/5x';
const floor = '/bench-floor';
const notFound = '/bench-not-found';
const copies = {
  [floor]: readFileSync(`${distDir}${floorOf}/index.html`, 'utf8').replace(
    /<script data-load=[^>]*>[^<]*<\/script>/g,
    '',
  ),
  [notFound]: readFileSync(`${distDir}/404.html`, 'utf8'),
};
for (const [path, html] of Object.entries(copies)) {
  mkdirSync(`${distDir}${path}`, { recursive: true });
  writeFileSync(`${distDir}${path}/index.html`, html);
}
/** The 404 page asks not to be indexed, on purpose: Lighthouse's SEO check of that is left out there. */
const skipAudits = (/** @type {string} */ path) => (path === notFound ? ['is-crawlable'] : []);

const pages = [
  floor,
  '/',
  '/news-insights',
  '/newsroom/5x',
  '/news-insights/upgradeable-data-center-white-paper',
  '/privacy-policy',
  '/xyz',
  notFound,
];
/** docs/performance.md targets: LCP per page (ms), and CLS 0 everywhere. */
const lcpGoal = (/** @type {string} */ path) => (path === '/' ? 1200 : path === '/news-insights' ? 1500 : 1000);

/** The one hand-written section of the report, which a rerun keeps: what each change bought when it was made. */
const historyHeading = '## What each change bought';

const chromePath = ensureChromium();
const site = await serve({ port: await freePort(), brotli: true });

try {
  const lighthouseRows = await runLighthouse();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const context = await browser.newContext();
  const routes = [...readFileSync(`${distDir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  const budgetRows = [];
  for (const path of [...routes, '/no-such-page']) budgetRows.push(await measureRoute(context, site.url, path));
  const interaction = await measureFilterInteraction(await browser.newContext());
  await browser.close();
  const filtering = filteringBenchmark();

  const reportFile = new URL('../../docs/performance.md', import.meta.url);
  const history = keptHistory(readFileSync(reportFile, 'utf8'));
  const report = renderReport({ lighthouseRows, budgetRows, interaction, filtering, history });
  writeFileSync(reportFile, report);
  console.log(`\n${report}\nWritten to docs/performance.md.`);
} finally {
  await site.close();
  for (const path of Object.keys(copies)) rmSync(`${distDir}${path}`, { recursive: true, force: true });
}

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, cls: number, tbt: number, bytes: number, requests: number }} LighthouseRun */

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  /** @type {{ path: string, runs: LighthouseRun[], failedAudits: string[] }[]} */
  const rows = [];
  try {
    for (const path of pages) {
      /** @type {LighthouseRun[]} */
      const results = [];
      /** @type {Set<string>} */
      const failedAudits = new Set();
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`Lighthouse ${path} run ${run}/${runs}\r`);
        const result = await lighthouse(new URL(path, site.url).href, {
          port: Number(chrome.port),
          logLevel: 'error',
          output: 'json',
          skipAudits: skipAudits(path),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits, runtimeError, runWarnings } = result.lhr;
        // A run Lighthouse could not complete says nothing about the page: report it, don't average it in.
        if (runtimeError || categories.performance?.score == null) {
          failedAudits.add(`run ${run} did not complete: ${runtimeError?.message ?? runWarnings.join('; ')}`);
          continue;
        }
        const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
        const requests =
          /** @type {{ items?: unknown[] } | undefined} */ (audits['network-requests']?.details)?.items?.length ?? NaN;
        results.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          tbt: value('total-blocking-time'),
          bytes: value('total-byte-weight'),
          requests,
        });
        // What kept a category below 100, so the report says what to fix.
        for (const category of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of categories[category]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              failedAudits.add(`${category}: ${audit.id}`);
          }
        }
      }
      rows.push({ path, runs: results, failedAudits: [...failedAudits] });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Keypress in Quick search to the next frame after the grid changed, with the CPU slowed 4×.
 * Alternates typing 'g' (fewer cards) and Backspace (all cards back): 10 of each kind of update.
 * @param {import('@playwright/test').BrowserContext} context
 */
async function measureFilterInteraction(context) {
  const page = await context.newPage();
  await page.goto(new URL('/news-insights', site.url).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.focus('#news-search');
  /** @type {number[]} */
  const times = [];
  for (let index = 0; index < 20; index += 1) {
    await page.evaluate(() => {
      const grid = document.querySelector('main');
      /** @type {Window & { measured?: Promise<number> }} */ (window).measured = new Promise((resolve) => {
        let start = 0;
        window.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        if (grid) observer.observe(grid, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.keyboard.press(index % 2 === 0 ? 'g' : 'Backspace');
    times.push(
      await page.evaluate(
        () => /** @type {Window & { measured?: Promise<number> }} */ (window).measured ?? Promise.resolve(NaN),
      ),
    );
  }
  await context.close();
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), samples: times.length };
}

/** Runs the Vitest benchmark of filterNews over 10,000 items and returns its mean times. */
function filteringBenchmark() {
  const out = `${os.tmpdir()}/nexoform-news-bench.json`;
  execFileSync('npx', ['vitest', 'bench', '--run', '--outputJson', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  /** @type {{ files: { groups: { benchmarks: { name: string, mean: number, p99: number }[] }[] }[] }} */
  const json = JSON.parse(readFileSync(out, 'utf8'));
  return json.files
    .flatMap((file) => file.groups.flatMap((group) => group.benchmarks))
    .map(({ name, mean, p99 }) => ({ name, mean, p99 }));
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @param {string} previous the report as it stands @returns {string} its history section, or nothing */
function keptHistory(previous) {
  const start = previous.indexOf(historyHeading);
  if (start < 0) return '';
  const end = previous.indexOf('\n## ', start + historyHeading.length);
  return `${previous.slice(start, end < 0 ? undefined : end).trimEnd()}\n\n`;
}

/**
 * @param {{
 *   lighthouseRows: Awaited<ReturnType<typeof runLighthouse>>,
 *   budgetRows: import('./budgets.mjs').RouteMeasure[],
 *   interaction: Awaited<ReturnType<typeof measureFilterInteraction>>,
 *   filtering: ReturnType<typeof filteringBenchmark>,
 *   history: string,
 * }} results
 */
function renderReport({ lighthouseRows, budgetRows, interaction, filtering, history }) {
  /** @param {LighthouseRun[]} results @param {keyof LighthouseRun} key @param {(n: number) => string} format */
  const stat = (results, key, format) => {
    const values = results.map((result) => result[key]);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    return min === max ? format(min) : `${format(median(values))} (${format(min)}–${format(max)})`;
  };
  const int = (/** @type {number} */ n) => String(Math.round(n));
  const seconds = (/** @type {number} */ n) => `${(n / 1000).toFixed(2)} s`;
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(0)} KB`;
  const cls = (/** @type {number} */ n) => n.toFixed(3);

  const label = (/** @type {string} */ path) =>
    path === floor
      ? `floor (\`${floorOf}\`, no script)`
      : path === notFound
        ? '404 page (`404.html`, served as 200)'
        : `\`${path}\``;
  const floorLcp = median(lighthouseRows.find((row) => row.path === floor)?.runs.map((run) => run.lcp) ?? []);
  const ratio = (/** @type {LighthouseRun[]} */ results) =>
    `${(median(results.map((result) => result.lcp)) / floorLcp).toFixed(2)}×`;
  const goals = lighthouseRows.flatMap(({ path, runs: results, failedAudits }) => {
    if (path === floor) return [];
    const m = (/** @type {keyof LighthouseRun} */ key) => median(results.map((result) => result[key]));
    return [
      ...['accessibility', 'bestPractices', 'seo']
        .filter((key) => m(/** @type {keyof LighthouseRun} */ (key)) < 100)
        .map((key) => `${path}: ${key} ${m(/** @type {keyof LighthouseRun} */ (key))} < 100`),
      ...(m('performance') < 95 ? [`${path}: performance ${m('performance')} < 95`] : []),
      ...(m('lcp') > lcpGoal(path) ? [`${path}: LCP ${seconds(m('lcp'))} over ${seconds(lcpGoal(path))}`] : []),
      ...(m('cls') > 0 ? [`${path}: CLS ${cls(m('cls'))} over 0`] : []),
      ...failedAudits.map((audit) => `${path}: ${audit} did not pass in every run`),
    ];
  });
  const chromiumVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();

  return `# Performance

The latest benchmark of the built site, written by \`npm run bench\` (see "Rerun it" below).
Budgets in bytes are exact and are also a test in \`npm test\`; timings are medians on a small
shared machine and move from run to run.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPU cores, Node ${process.version}, ${chromiumVersion}, Lighthouse 12 (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page, served with brotli from 127.0.0.1.

## Lighthouse (median, with the range when runs differ)

| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | LCP ÷ floor | CLS | TBT | bytes | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|
${lighthouseRows
  .map(
    ({ path, runs: r }) =>
      `| ${label(path)} | ${stat(r, 'performance', int)} | ${stat(r, 'accessibility', int)} | ${stat(r, 'bestPractices', int)} | ${stat(r, 'seo', int)} | ${stat(r, 'fcp', seconds)} | ${stat(r, 'lcp', seconds)} | ${ratio(r)} | ${stat(r, 'cls', cls)} | ${stat(r, 'tbt', ms)} | ${stat(r, 'bytes', kb)} | ${stat(r, 'requests', int)} |`,
  )
  .join('\n')}

The floor is \`${floorOf}\` as built, without its script: the fastest its own bytes allow. Its
ratio is the robust number on a shared machine, where every absolute time moves together.

Targets: Accessibility, Best Practices and SEO 100; Performance ≥ 95; LCP ≤ 1.2 s on \`/\`,
≤ 1.5 s on \`/news-insights\`, ≤ 1.0 s on content pages and the 404 page; CLS 0.
${goals.length === 0 ? '\nEvery goal is met.' : `\nMissed:\n\n${goals.map((goal) => `- ${goal}`).join('\n')}`}

How the pages reach their floor: the site's CSS is inlined in each page's head (allowed by
its hash in the Content-Security-Policy), so no request stands between the HTML and the first
paint; a page's script is requested by a small inline loader only once the browser reports the
first contentful paint, as one file on HTML-only pages, so Lighthouse's simulation cannot count
it as a cost of that paint; the news list hydrates from one file without Vike's client runtime.
The largest paint is the hero photo on \`/\` (the one image fetched at once, at high priority),
and elsewhere text that is in the HTML.

## Byte budgets (brotli, quality 11; measured / budget; JS before interaction, in how many requests)

${budgetTable(budgetRows)}
${
  budgetRows.flatMap(problems).length === 0
    ? '\nEvery route is within budget, requests no other host before interaction and sizes every image.'
    : `\n${budgetRows
        .flatMap(problems)
        .map((problem) => `- ${problem}`)
        .join('\n')}`
}

## News & Insights filter

- Keypress in Quick search to the next frame after the grid changed, CPU slowed 4×:
  median ${ms(interaction.median)} (${ms(interaction.min)}–${ms(interaction.max)}, ${interaction.samples} keypresses).
- Filtering and sorting 10,000 generated items (\`npm run bench:news\`, mean per call; goal < 10 ms):

| case | mean | p99 |
|---|---|---|
${filtering.map(({ name, mean, p99 }) => `| ${name} | ${mean.toFixed(2)} ms | ${p99.toFixed(2)} ms |`).join('\n')}

${history}## Rerun it

\`\`\`sh
npm run bench               # build, then 5 Lighthouse runs per page and the floor (about 7 minutes)
npm run bench -- --runs 1   # one run per page
npm run bench:news          # only the 10,000-item filtering benchmark
\`\`\`

It needs Chromium (\`CHROMIUM_PATH\`, or Debian's \`/usr/bin/chromium\`). Nothing here is part of
\`npm test\`: the byte budgets are, in \`tests/e2e/budgets.spec.ts\`.
`;
}
