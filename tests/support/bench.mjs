// @ts-check
/* global document, window, performance, requestAnimationFrame, MutationObserver -- page-side measuring code */
/**
 * The benchmark (not a test): builds the site, serves it with brotli on 127.0.0.1 and measures
 * it the way a visitor on a phone meets it. Prints the results and writes docs/performance.md.
 *
 *   npm run bench                       # 5 Lighthouse runs per page, then the growth table
 *   npm run bench -- --runs 1           # a quick look
 *   npm run bench -- --no-build         # measure the build already in dist/
 *   npm run bench -- --growth-only      # only the growth table (its section of the report)
 *   npm run bench -- --growth 25,250    # other archive sizes for the growth table
 *   npm run bench -- --peer astrowind=/tmp/astrowind/dist   # a peer's home page beside ours
 *   npm run bench -- --steps            # only the build's post-processing steps, each switched off alone
 *
 * - Lighthouse 12 (mobile, simulated throttling) on Debian's Chromium: scores, FCP, LCP, CLS,
 *   TBT, bytes and requests, as medians and ranges; and each page's LCP as a ratio to the floor,
 *   a copy of a press release with no script at all, measured in the same run (the fastest the
 *   page's own bytes allow, so a busy machine still shows the distance to it).
 * - The byte budgets of every route (tests/support/budgets.mjs, the same measure as the budget test).
 * - The News & Insights filter: keypress to updated grid, CPU slowed 4×, median of 10.
 * - Filtering and sorting 10,000 items (the Vitest benchmark `npm run bench:news`).
 * - A peer (`--peer name=folder`, another site's build, such as AstroWind's): its home page served
 *   the same way and measured in the same run, beside our `/` and the floor.
 * - Post-processing steps (`--steps`): the site built in temporary copies, once as it is and once
 *   with each performance step of the build's post-processing left out of vite.config.ts, measured
 *   in turns (run 1 of every build, then run 2...), so a busy moment falls on all of them alike.
 * - Growth: the site built in a temporary copy of the repository with 25, 250 and 2,500 news
 *   items (the content's own items, then generated ones), and for each the news list's HTML
 *   bytes, its index's bytes, its DOM size, Lighthouse's LCP and TBT beside the floor of the same
 *   build, and a search keystroke's time to the next frame at 4× CPU slowdown.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { brotliSize, budgetTable, measureRoute, problems } from './budgets.mjs';
import { chromiumFlags, ensureChromium } from './browsers.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { distDir, serve, serveFolder } from '../../scripts/local/serve.mjs';

const args = process.argv.slice(2);
/** @param {string} name @returns {string | undefined} the value after an option */
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 5;
const growthOnly = args.includes('--growth-only');
const stepsOnly = args.includes('--steps');
const growthSizes = (option('--growth') ?? '25,250,2500').split(',').map(Number).filter(Boolean);
/** `--peer name=folder`: a peer's built site, whose home page is measured beside ours. */
const [peerName, peerFolder] = /^([^=]+)=(.+)$/.exec(option('--peer') ?? '')?.slice(1) ?? [];
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const reportFile = new URL('../../docs/performance.md', import.meta.url);
/** The news list's page size, read from its source (this script runs on plain Node, without TypeScript). */
const newsPageSize = Number(
  /export const newsPageSize = (\d+);/.exec(
    readFileSync(new URL('../../domain/newsPages.ts', import.meta.url), 'utf8'),
  )?.[1],
);

/**
 * Pages served from a copy under another path, each written before and removed after the run:
 * - the floor, a press release with its inline CSS and no script but the consent banner's inline one;
 * - the photo floor, the home page the same way: its HTML, its inline CSS and the same hero photo,
 *   without the scripts (the floor of a page whose largest paint is a photo);
 * - the 404 page, which the server sends with status 404, on which Lighthouse stops.
 */
const floorOf = '/newsroom/5x';
const floor = '/bench-floor';
const photoFloorOf = '/';
const photoFloor = '/bench-photo-floor';
const notFound = '/bench-not-found';
/** The 404 page asks not to be indexed, on purpose: Lighthouse's SEO check of that is left out there. */
const skipAudits = (/** @type {string} */ path) => (path === notFound ? ['is-crawlable'] : []);

/** @param {string} dist a build's `dist/client` @returns {() => void} removes the copies again */
function writeCopies(dist) {
  const copies = {
    [floor]: withoutScripts(readFileSync(`${dist}${floorOf}/index.html`, 'utf8')),
    [photoFloor]: withoutScripts(readFileSync(`${dist}${photoFloorOf.replace(/\/$/, '')}/index.html`, 'utf8')),
    [notFound]: readFileSync(`${dist}/404.html`, 'utf8'),
  };
  for (const [path, html] of Object.entries(copies)) {
    mkdirSync(`${dist}${path}`, { recursive: true });
    writeFileSync(`${dist}${path}/index.html`, html);
  }
  return () => {
    for (const path of Object.keys(copies)) rmSync(`${dist}${path}`, { recursive: true, force: true });
  };
}

/**
 * A built page without its scripts: the loader of its script file and every other inline script
 * but the consent banner's, which decides whether the banner is painted (data, such as JSON-LD, stays).
 * @param {string} html
 */
function withoutScripts(html) {
  return html.replace(/<script(?: [^>]*)?>[\s\S]*?<\/script>/g, (script) =>
    /^<script(?: data-load=[^>]*)?>/.test(script) && !script.includes('data-consent') ? '' : script,
  );
}

/**
 * The home page in every other language (`/de`, `/ro`): the addresses its head lists as
 * alternates, read from the build (the site's languages are defined in TypeScript, which this
 * script does not load).
 * @param {string} dist a build's `dist/client` @returns {string[]}
 */
const otherHomes = (dist) =>
  [...readFileSync(`${dist}/index.html`, 'utf8').matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .filter(([, hreflang, href]) => hreflang !== 'x-default' && new URL(href ?? '/').pathname !== '/')
    .map(([, , href]) => new URL(href ?? '/').pathname);

const pages = [
  floor,
  photoFloor,
  '/',
  '/news-insights',
  '/newsroom/5x',
  '/news-insights/upgradeable-data-center-white-paper',
  '/privacy-policy',
  '/xyz',
  notFound,
];
/**
 * The performance steps of the build's post-processing, each left out alone (vite.config.ts). The
 * third step, the inline hashes, is not among them: it makes the Content-Security-Policy that lets
 * the pages' inline script and style run at all, whatever it costs.
 */
const postProcessingSteps = [
  { name: 'as built', call: '' },
  { name: 'CSS not inlined (the stylesheets Vike links)', call: 'inlineCss(),' },
  { name: 'scripts not deferred (the module script Vike writes)', call: 'loadAfterPaint(),' },
];
const stepPages = ['/', '/news-insights', '/newsroom/5x'];

/** A keystroke in Quick search at 4× CPU slowdown, at every archive size: the median and the slowest, in ms. */
const keystrokeGoal = { median: 80, worst: 120 };

/**
 * The home page's targets: LCP within 1.05× the photo floor of the same run; blocking time and the
 * longest task of its own. In every other language: LCP within 1.02× English's, the same script
 * bytes within 5%.
 */
const homeGoals = { lcpToPhotoFloor: 1.05, tbt: 50, longestTask: 50, lcpToEnglish: 1.02, scriptBytesToEnglish: 0.05 };

/** docs/performance.md targets: LCP per page (ms; the home page's in every language), and CLS 0 everywhere. */
const lcpGoal = (/** @type {string} */ path) =>
  path === '/' || otherHomes(distDir).includes(path) ? 1200 : path === '/news-insights' ? 1500 : 1000;

/** The growth table's section, which `--growth-only` rewrites on its own. */
const growthHeading = '## Growth: the news list as the archive grows';
/** The post-processing steps' section, which `--steps` rewrites on its own. */
const stepsHeading = "## The build's post-processing, each step switched off alone";

const chromePath = ensureChromium();

if (stepsOnly) {
  const steps = renderSteps(await measureSteps());
  writeFileSync(reportFile, replaceSection(readFileSync(reportFile, 'utf8'), stepsHeading, steps));
  console.log(`\n${steps}\nWritten to docs/performance.md (its post-processing section).`);
} else if (growthOnly) {
  const growth = renderGrowth(await measureGrowth());
  writeFileSync(reportFile, replaceSection(readFileSync(reportFile, 'utf8'), growthHeading, growth));
  console.log(`\n${growth}\nWritten to docs/performance.md (its growth section).`);
} else {
  // `npm run build` also regenerates firebase.json, whose CSP the server sends.
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const removeCopies = writeCopies(distDir);
  const site = await serve({ port: await freePort(), brotli: true });
  try {
    const lighthouseRows = await runLighthouse(site.url, [...pages, ...otherHomes(distDir)]);
    const peerRuns = peerFolder ? await measurePeer(peerFolder) : undefined;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    const context = await browser.newContext();
    const routes = [...readFileSync(`${distDir}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '/').pathname,
    );
    const budgetRows = [];
    for (const path of [...routes, '/no-such-page']) budgetRows.push(await measureRoute(context, site.url, path));
    const interaction = await measureFilterInteraction(await browser.newContext(), site.url, 20);
    await browser.close();
    const filtering = filteringBenchmark();
    const growth = renderGrowth(await measureGrowth());

    const previous = readFileSync(reportFile, 'utf8');
    const kept = keptSection(previous, stepsHeading);
    const report = renderReport({ lighthouseRows, peerRuns, budgetRows, interaction, filtering, growth, kept });
    writeFileSync(reportFile, report);
    console.log(`\n${report}\nWritten to docs/performance.md.`);
  } finally {
    await site.close();
    removeCopies();
  }
}

/**
 * Lighthouse on the peer's home page, served from its folder as ours is (clean URLs, brotli 11).
 * @param {string} folder @returns {Promise<LighthouseRun[]>}
 */
async function measurePeer(folder) {
  const peer = await serveFolder(folder, { port: await freePort() });
  try {
    const [row] = await runLighthouse(peer.url, ['/']);
    return row?.runs ?? [];
  } finally {
    await peer.close();
  }
}

/** @typedef {{ size: number, htmlRaw: number, htmlBrotli: number, indexRaw: number, indexBrotli: number, cards: number, domElements: number, buildSeconds: number, lcp: number[], tbt: number[], longestTask: number[], floorLcp: number[], keystroke: Awaited<ReturnType<typeof measureFilterInteraction>> }} GrowthRow */

/**
 * Builds the site in a temporary copy of the repository once per archive size and measures the
 * news list there. The copy holds the working tree without `node_modules` (a link to this one's)
 * and without `dist`; its content/news gets generated items up to the size.
 * @returns {Promise<GrowthRow[]>}
 */
async function measureGrowth() {
  /** @type {GrowthRow[]} */
  const rows = [];
  for (const size of growthSizes) {
    const { copy, buildSeconds } = buildCopy(`with ${size} news items`, (copy) =>
      generateNews(join(copy, 'content', 'news'), size),
    );
    try {
      const dist = join(copy, 'dist', 'client');
      const html = readFileSync(join(dist, 'news-insights', 'index.html'));
      const indexFile = readdirSync(join(dist, 'assets')).find((name) => /^news-index\..+\.json$/.test(name));
      const index = indexFile ? readFileSync(join(dist, 'assets', indexFile)) : Buffer.alloc(0);
      writeCopies(dist);
      const site = await serveCopy(copy);
      try {
        const lighthouseRows = await runLighthouse(site.url, [floor, '/news-insights']);
        const metric = (/** @type {string} */ path, /** @type {'lcp' | 'tbt' | 'longestTask'} */ key) =>
          lighthouseRows.find((row) => row.path === path)?.runs.map((run) => run[key]) ?? [];
        const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
        const page = await browser.newPage();
        await page.goto(new URL('/news-insights', site.url).href, { waitUntil: 'networkidle' });
        await page.waitForSelector('[data-news-list][data-enhanced]');
        const dom = await page.evaluate(() => ({
          cards: document.querySelectorAll('main article').length,
          domElements: document.getElementsByTagName('*').length,
        }));
        await page.close();
        const keystroke = await measureFilterInteraction(await browser.newContext(), site.url, 10);
        await browser.close();
        rows.push({
          size,
          htmlRaw: html.length,
          htmlBrotli: brotliSize(html),
          indexRaw: index.length,
          indexBrotli: index.length > 0 ? brotliSize(index) : 0,
          ...dom,
          buildSeconds,
          lcp: metric('/news-insights', 'lcp'),
          tbt: metric('/news-insights', 'tbt'),
          longestTask: metric('/news-insights', 'longestTask'),
          floorLcp: metric(floor, 'lcp'),
          keystroke,
        });
      } finally {
        await site.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return rows;
}

/**
 * The site built in a temporary copy of the repository: the working tree without `node_modules`
 * (a link to this one's) and without `dist`, changed by `prepare` before the build.
 * @param {string} label @param {(copy: string) => void} prepare
 */
function buildCopy(label, prepare) {
  const copy = mkdtempSync(join(os.tmpdir(), 'nexoform-bench-'));
  const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => !skipped.has(relative(repoRoot, source).split(/[\\/]/)[0] ?? ''),
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  prepare(copy);
  process.stdout.write(`Building ${label}\n`);
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
  return { copy, buildSeconds: (performance.now() - started) / 1000 };
}

/** The copy's own server: it serves the copy's build with the copy's inline hashes. @param {string} copy */
async function serveCopy(copy) {
  /** @type {typeof import('../../scripts/local/serve.mjs')} */
  const copyServer = await import(pathToFileURL(join(copy, 'scripts', 'local', 'serve.mjs')).href);
  return copyServer.serve({ port: await freePort(), brotli: true });
}

/** @typedef {{ name: string, rows: { path: string, runs: LighthouseRun[] }[] }} StepRow */

/** @returns {Promise<StepRow[]>} each build's Lighthouse runs, measured in turns */
async function measureSteps() {
  const builds = postProcessingSteps.map(({ name, call }) => {
    const { copy } = buildCopy(name, (copy) => {
      if (!call) return;
      const config = join(copy, 'vite.config.ts');
      const text = readFileSync(config, 'utf8');
      if (!text.includes(call)) throw new Error(`vite.config.ts no longer calls ${call}`);
      writeFileSync(config, text.replace(call, ''));
    });
    return { name, copy };
  });
  const sites = await Promise.all(builds.map(({ copy }) => serveCopy(copy)));
  try {
    /** @type {StepRow[]} */
    const rows = builds.map(({ name }) => ({ name, rows: stepPages.map((path) => ({ path, runs: [] })) }));
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, site] of sites.entries()) {
        process.stdout.write(`Steps: run ${run}/${runs}, ${builds[index]?.name}\n`);
        const measured = await runLighthouse(site.url, stepPages, 1);
        for (const { path, runs: found } of measured)
          rows[index]?.rows.find((row) => row.path === path)?.runs.push(...found);
      }
    }
    return rows;
  } finally {
    await Promise.all(sites.map((site) => site.close()));
    for (const { copy } of builds) rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Adds generated news items to a copy's content/news until it holds `size` items: three a week
 * going back from the oldest date in use, every type and a few publications in turn, every third
 * with one of the content's own photos, headlines from a small vocabulary so a search matches
 * some and not others.
 * @param {string} dir @param {number} size
 */
function generateNews(dir, size) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'));
  const existing = files.map((name) => readFileSync(join(dir, name), 'utf8'));
  const photos = existing.flatMap((text) => /^image: (\S+)$/m.exec(text)?.[1] ?? []);
  const dates = existing.flatMap((text) => /^date: '?(\d{4}-\d{2}-\d{2})'?$/m.exec(text)?.[1] ?? []).sort();
  const ids = existing.flatMap((text) => Number(/^id: (\d+)$/m.exec(text)?.[1] ?? 0));
  const types = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'];
  const publications = ['Data Centre Weekly', 'AI Infrastructure Review', 'Construction Tech Today', 'DCD'];
  const subjects = ['Modular halls', 'Liquid cooling', 'GPU capacity', 'Prefabrication', 'Edge sites', 'Power'];
  const verbs = ['reaches', 'reshapes', 'speeds up', 'arrives in', 'doubles', 'comes to'];
  const objects = ['Northern Europe', 'the AI build-out', 'Texas', 'hyperscale campuses', 'Romania', 'colocation'];
  const oldest = new Date(`${dates[0] ?? '2025-06-30'}T00:00:00Z`).getTime();
  let id = Math.max(0, ...ids);
  for (let n = files.length; n < size; n += 1) {
    id += 1;
    const index = n - files.length;
    const date = new Date(oldest - Math.ceil(((index + 1) * 7) / 3) * 86_400_000).toISOString().slice(0, 10);
    const headline = `${subjects[index % 6]} ${verbs[Math.floor(index / 6) % 6]} ${objects[Math.floor(index / 36) % 6]}, part ${index + 1}`;
    const photo = index % 3 === 0 && photos.length > 0 ? `image: ${photos[index % photos.length]}\n` : '';
    writeFileSync(
      join(dir, `bench-generated-${index + 1}.yaml`),
      `id: ${id}\ndate: '${date}'\nheadline: '${headline}'\nuri: 'https://news.example/${id}'\n${photo}publication: '${publications[index % 4]}'\ntype: ${types[index % 6]}\n`,
    );
  }
}

/** @param {string} report @param {string} heading @param {string} section @returns {string} the report with that section replaced (or added before "Rerun it") */
function replaceSection(report, heading, section) {
  const start = report.indexOf(heading);
  if (start < 0) {
    const before = report.indexOf('## Rerun it');
    return before < 0
      ? `${report.trimEnd()}\n\n${section}`
      : `${report.slice(0, before)}${section}${report.slice(before)}`;
  }
  const end = report.indexOf('\n## ', start + heading.length);
  return `${report.slice(0, start)}${section}${end < 0 ? '' : report.slice(end + 1)}`;
}
/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, cls: number, tbt: number, bytes: number, requests: number, longestTask: number }} LighthouseRun */

/**
 * The longest task on the page's main thread after its first contentful paint, as observed (not
 * simulated), in ms, from the trace of a Lighthouse run. Lighthouse slows the CPU 4× in its
 * simulation and counts every task over 50 ms after the paint, so a page whose tasks all stay
 * under 12.5 ms has nothing of its own to block; unlike the simulated TBT, which also depends on
 * where the simulation places each task, this moves little from run to run.
 * @param {import('lighthouse').RunnerResult} result
 */
function longestTaskAfterPaint(result) {
  const items = /** @type {{ items?: { observedFirstContentfulPaintTs?: number }[] } | undefined} */ (
    result.lhr.audits.metrics?.details
  )?.items;
  const paintTs = items?.[0]?.observedFirstContentfulPaintTs;
  /** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number }} TraceEvent */
  const { Trace } = /** @type {{ Trace?: { traceEvents: TraceEvent[] } }} */ (
    /** @type {unknown} */ (result.artifacts)
  );
  const events = Trace?.traceEvents ?? [];
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts === paintTs);
  if (!paint || paintTs === undefined) return NaN;
  let longest = 0;
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid)
      if (event.ts >= paintTs) longest = Math.max(longest, (event.dur ?? 0) / 1000);
  return longest;
}

/** @param {string} siteUrl @param {string[]} paths @param {number} count Lighthouse runs per page */
async function runLighthouse(siteUrl, paths, count = runs) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  /** @type {{ path: string, runs: LighthouseRun[], failedAudits: string[] }[]} */
  const rows = [];
  try {
    for (const path of paths) {
      /** @type {LighthouseRun[]} */
      const results = [];
      /** @type {Set<string>} */
      const failedAudits = new Set();
      for (let run = 1; run <= count; run += 1) {
        process.stdout.write(`Lighthouse ${path} run ${run}/${count}\r`);
        const result = await lighthouse(new URL(path, siteUrl).href, {
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
          longestTask: longestTaskAfterPaint(result),
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
 * Keypress in Quick search to the next frame after the grid changed, with the CPU slowed 4× (what a
 * visitor waits for, as INP counts it), and to the frame after the grid holds all its cards again
 * (a change makes the new cards of the first screen at once and the rest in a deferred render; the
 * grid is `aria-busy` until then). Alternates typing 'g' (fewer cards) and Backspace (all cards
 * back), `samples` keypresses in all.
 * @param {import('@playwright/test').BrowserContext} context @param {string} siteUrl @param {number} samples
 */
async function measureFilterInteraction(context, siteUrl, samples) {
  const page = await context.newPage();
  await page.goto(new URL('/news-insights', siteUrl).href, { waitUntil: 'networkidle' });
  // The list's readiness signal: hydration has ended (it runs in slices, so React's root exists before).
  await page.waitForSelector('[data-news-list][data-enhanced]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.focus('#news-search');
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const complete = [];
  for (let index = 0; index < samples; index += 1) {
    await page.evaluate(() => {
      const main = document.querySelector('main');
      /** @type {Window & { measured?: Promise<number[]> }} */ (window).measured = new Promise((resolve) => {
        let start = 0;
        let frame = 0;
        // Set once the last frame is asked for: later mutations (the deferred cards) ask for no other.
        let finishing = false;
        window.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const busy = () => main?.querySelector('[aria-busy="true"]') != null;
        const afterFrame = (/** @type {(at: number) => void} */ then) =>
          requestAnimationFrame(() => setTimeout(() => then(performance.now() - start)));
        const finish = (/** @type {number} */ at) => {
          observer.disconnect();
          resolve([frame, at]);
        };
        const observer = new MutationObserver(() => {
          if (frame === 0) {
            frame = -1;
            afterFrame((at) => {
              frame = at;
              if (!busy()) {
                finishing = true;
                finish(at);
              }
            });
          } else if (frame > 0 && !finishing && !busy()) {
            finishing = true;
            afterFrame(finish);
          }
        });
        if (main)
          observer.observe(main, {
            childList: true,
            subtree: true,
            characterData: true,
            attributes: true,
            attributeFilter: ['aria-busy'],
          });
      });
    });
    await page.keyboard.press(index % 2 === 0 ? 'g' : 'Backspace');
    const [frame = NaN, all = NaN] = await page.evaluate(
      () => /** @type {Window & { measured?: Promise<number[]> }} */ (window).measured ?? Promise.resolve([]),
    );
    times.push(frame);
    complete.push(all);
  }
  await context.close();
  return {
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
    samples: times.length,
    complete: { median: median(complete), min: Math.min(...complete), max: Math.max(...complete) },
  };
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

/** @param {GrowthRow[]} rows @returns {string} the growth section of the report */
function renderGrowth(rows) {
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const seconds = (/** @type {number} */ n) => `${(n / 1000).toFixed(2)} s`;
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const ms1 = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
  const range = (/** @type {number[]} */ values, /** @type {(n: number) => string} */ format) => {
    if (values.length === 0) return 'n/a';
    const [min, max] = [Math.min(...values), Math.max(...values)];
    return min === max ? format(min) : `${format(median(values))} (${format(min)}–${format(max)})`;
  };
  const base = rows[0];
  const goals = rows.slice(1).flatMap((row) => {
    if (!base) return [];
    const lcpRatio = median(row.lcp) / median(base.lcp);
    const tbtRatio = median(row.tbt) / Math.max(median(base.tbt), 1);
    return [
      ...(lcpRatio > 1.1
        ? [`${row.size} items: LCP ${lcpRatio.toFixed(2)}× the ${base.size}-item page (goal ≤ 1.1×)`]
        : []),
      ...(tbtRatio > 1.5
        ? [`${row.size} items: TBT ${tbtRatio.toFixed(2)}× the ${base.size}-item page (goal ≤ 1.5×)`]
        : []),
    ];
  });
  for (const row of rows) {
    if (row.htmlBrotli > 20_000) goals.push(`${row.size} items: HTML ${kb(row.htmlBrotli)} brotli (goal ≤ 20 KB)`);
    if (row.cards > newsPageSize)
      goals.push(`${row.size} items: ${row.cards} cards in the DOM (goal ≤ ${newsPageSize})`);
    if (!(row.keystroke.median < keystrokeGoal.median))
      goals.push(`${row.size} items: keystroke ${ms(row.keystroke.median)} at 4× (goal < ${keystrokeGoal.median} ms)`);
    if (!(row.keystroke.max < keystrokeGoal.worst))
      goals.push(
        `${row.size} items: slowest keystroke ${ms(row.keystroke.max)} at 4× (goal < ${keystrokeGoal.worst} ms)`,
      );
  }
  return `${growthHeading}

The site built in a temporary copy of the repository with each number of news items (the
content's own, then generated ones: three a week going back, every third with a photo), measured
there; the floor is that build's \`${floorOf}\` without script, in the same run. ${runs} Lighthouse
run${runs === 1 ? '' : 's'} per page (mobile, simulated throttling); the keystroke is Quick search's
keypress to the next frame after the grid changed, CPU slowed 4×, median of 10 (the goals apply to
it); "all cards in" is the same keypress to the frame after the grid holds all its cards again. The longest
task is the longest on the page's main thread after its first contentful paint, observed in the
same Lighthouse runs (unthrottled; the simulation counts it as blocking above 12.5 ms).

| news items | news HTML (raw / brotli) | index (raw / brotli) | cards / DOM elements | build | LCP | LCP ÷ floor | TBT | longest task | floor LCP | keystroke at 4× | all cards in |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.size.toLocaleString('en')} | ${kb(row.htmlRaw)} / ${kb(row.htmlBrotli)} | ${kb(row.indexRaw)} / ${kb(row.indexBrotli)} | ${row.cards} / ${row.domElements.toLocaleString('en')} | ${Math.round(row.buildSeconds)} s | ${range(row.lcp, seconds)} | ${(median(row.lcp) / median(row.floorLcp)).toFixed(2)}× | ${range(row.tbt, ms)} | ${range(row.longestTask, ms1)} | ${range(row.floorLcp, seconds)} | ${ms(row.keystroke.median)} (${ms(row.keystroke.min)}–${ms(row.keystroke.max)}) | ${ms(row.keystroke.complete.median)} (${ms(row.keystroke.complete.min)}–${ms(row.keystroke.complete.max)}) |`,
  )
  .join('\n')}

Targets at the largest size against the smallest, same run: LCP ≤ 1.1×, TBT ≤ 1.5×; HTML ≤ 20 KB
brotli; at most ${newsPageSize} cards in the DOM; keystroke median < ${keystrokeGoal.median} ms and slowest
< ${keystrokeGoal.worst} ms. The HTML carries the first ${newsPageSize} cards and a pointer to the index; the
index (every item, fetched after the first paint) is what grows.
${goals.length === 0 ? '\nEvery growth target is met.' : `\nMissed:\n\n${goals.map((goal) => `- ${goal}`).join('\n')}`}

`;
}

/**
 * The home page against its targets: its largest paint is the hero photo, so its floor is the
 * photo floor (the same page without scripts, painting the same photo): LCP within 1.05× of it;
 * Total Blocking Time (median) and the longest task of its own after the first paint within 50
 * ms. The text floor and a peer's home page, when given, are shown beside it; so is the home page
 * in every other language, whose LCP and script bytes are held to English's.
 * @param {Awaited<ReturnType<typeof runLighthouse>>} lighthouseRows @param {LighthouseRun[] | undefined} peerRuns
 * @param {import('./budgets.mjs').RouteMeasure[]} budgetRows
 * @returns {{ section: string, missed: string[] }}
 */
function renderHome(lighthouseRows, peerRuns, budgetRows) {
  const runsOf = (/** @type {string} */ path) => lighthouseRows.find((row) => row.path === path)?.runs ?? [];
  const m = (/** @type {LighthouseRun[]} */ results, /** @type {keyof LighthouseRun} */ key) =>
    median(results.map((result) => result[key]));
  const [home, floorRuns, photoFloorRuns] = [runsOf('/'), runsOf(floor), runsOf(photoFloor)];
  if (home.length === 0 || photoFloorRuns.length === 0) return { section: '', missed: [] };
  const peer = peerRuns && peerRuns.length > 0 ? peerRuns : undefined;
  const lcpRatio = m(home, 'lcp') / m(photoFloorRuns, 'lcp');
  const missed = [
    ...(lcpRatio > homeGoals.lcpToPhotoFloor
      ? [`/: LCP ${lcpRatio.toFixed(2)}× the photo floor (goal ≤ ${homeGoals.lcpToPhotoFloor}×)`]
      : []),
    ...(m(home, 'tbt') > homeGoals.tbt ? [`/: TBT ${Math.round(m(home, 'tbt'))} ms (goal ≤ ${homeGoals.tbt} ms)`] : []),
    ...(m(home, 'longestTask') > homeGoals.longestTask
      ? [
          `/: longest task after the first paint ${m(home, 'longestTask').toFixed(1)} ms (goal ≤ ${homeGoals.longestTask} ms)`,
        ]
      : []),
  ];
  const scriptOf = (/** @type {string} */ path) => budgetRows.find((row) => row.path === path)?.js ?? NaN;
  const languages = otherHomes(distDir).map((path) => ({ path, runs: runsOf(path) }));
  for (const { path, runs: localeRuns } of languages) {
    const ratio = m(localeRuns, 'lcp') / m(home, 'lcp');
    if (!(ratio <= homeGoals.lcpToEnglish))
      missed.push(`${path}: LCP ${ratio.toFixed(2)}× English's \`/\` (goal ≤ ${homeGoals.lcpToEnglish}×)`);
    const scripts = scriptOf(path) / scriptOf('/');
    if (!(Math.abs(scripts - 1) <= homeGoals.scriptBytesToEnglish))
      missed.push(
        `${path}: script bytes ${scripts.toFixed(2)}× English's (goal within ±${homeGoals.scriptBytesToEnglish * 100}%)`,
      );
  }
  /** @type {[string, LighthouseRun[]][]} */
  const rows = [
    ...(floorRuns.length > 0 ? /** @type {[string, LighthouseRun[]][]} */ ([['floor', floorRuns]]) : []),
    ['photo floor (`/` without scripts)', photoFloorRuns],
    ['our `/`', home],
    ...languages.map(
      ({ path, runs: localeRuns }) =>
        /** @type {[string, LighthouseRun[]]} */ ([
          `\`${path}\` (LCP ${(m(localeRuns, 'lcp') / m(home, 'lcp')).toFixed(2)}× \`/\`; script ${(scriptOf(path) / 1000).toFixed(1)} KB against ${(scriptOf('/') / 1000).toFixed(1)} KB)`,
          localeRuns,
        ]),
    ),
  ];
  if (peer) rows.push([`${peerName}'s \`/\``, peer]);
  const cell = (/** @type {LighthouseRun[]} */ results, /** @type {'lcp' | 'tbt'} */ key) =>
    `${Math.round(m(results, key))} ms (${results.map((result) => Math.round(result[key])).join(', ')})`;
  const peerNote = peer
    ? ` ${peerName}'s home page is served the same way in this run, for comparison.`
    : " A peer's home page can be measured beside it (rerun with `--peer`).";
  return {
    missed,
    section: `## The home page beside its photo floor${peer ? ` and ${peerName}` : ''}

Medians, with every run in brackets. The home page's largest paint is its hero photo, so its
floor is the photo floor: the built \`/\` without its scripts (its HTML, inline CSS and the same
hero photo, as served), measured in the same run. Targets: LCP ≤ ${homeGoals.lcpToPhotoFloor}× the photo floor (now
${lcpRatio.toFixed(2)}×); Total Blocking Time ≤ ${homeGoals.tbt} ms (median) and the longest task of the page's own
after the first paint ≤ ${homeGoals.longestTask} ms. In every other language: LCP ≤ ${homeGoals.lcpToEnglish}× \`/\`'s and
script bytes (brotli, before any interaction) within ±${homeGoals.scriptBytesToEnglish * 100}% of \`/\`'s.${peerNote}

| page | FCP | LCP | TBT | longest task after FCP (observed) | bytes | requests |
|---|---|---|---|---|---|---|
${rows
  .map(
    ([label, results]) =>
      `| ${label} | ${Math.round(m(results, 'fcp'))} ms | ${cell(results, 'lcp')} | ${cell(results, 'tbt')} | ${m(results, 'longestTask').toFixed(1)} ms | ${(m(results, 'bytes') / 1000).toFixed(0)} KB | ${m(results, 'requests')} |`,
  )
  .join('\n')}

`,
  };
}

/**
 * The post-processing table: per page and build, Lighthouse's medians with their ranges, and the
 * LCP beside the build as it is. A step earns its place when leaving it out costs more than the
 * spread of the runs.
 * @param {StepRow[]} rows
 */
function renderSteps(rows) {
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const spread = (/** @type {number[]} */ values, /** @type {(n: number) => string} */ format) =>
    values.length === 0
      ? 'n/a'
      : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  const lines = stepPages.flatMap((path) => {
    const base = rows[0]?.rows.find((row) => row.path === path)?.runs ?? [];
    return rows.map(({ name, rows: pages }) => {
      const found = pages.find((row) => row.path === path)?.runs ?? [];
      const of = (/** @type {keyof LighthouseRun} */ key) => found.map((run) => run[key]);
      const ratio = median(of('lcp')) / median(base.map((run) => run.lcp));
      return `| \`${path}\` | ${name} | ${spread(of('fcp'), ms)} | ${spread(of('lcp'), ms)} | ${ratio.toFixed(2)}× | ${spread(of('tbt'), ms)} | ${spread(of('longestTask'), ms)} | ${kb(median(of('bytes')))} / ${median(of('requests'))} |`;
    });
  });
  return `${stepsHeading}

The site built three times in temporary copies: as it is, without inlining its CSS, and
without deferring its scripts until after the first paint (vite.config.ts with that one step
left out). ${runs} Lighthouse runs per page and build (mobile, simulated throttling), taken in turns.
Medians, with the fastest and slowest run in brackets.

| page | build | FCP | LCP | LCP ÷ as built | TBT | longest task | bytes / requests |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * A section a full run does not measure, kept as it stands: the history, the post-processing table.
 * @param {string} previous the report as it stands @param {string} heading @returns {string} the section, or nothing
 */
function keptSection(previous, heading) {
  const start = previous.indexOf(heading);
  if (start < 0) return '';
  const end = previous.indexOf('\n## ', start + heading.length);
  return `${previous.slice(start, end < 0 ? undefined : end).trimEnd()}\n\n`;
}

/**
 * @param {{
 *   lighthouseRows: Awaited<ReturnType<typeof runLighthouse>>,
 *   peerRuns: LighthouseRun[] | undefined,
 *   budgetRows: import('./budgets.mjs').RouteMeasure[],
 *   interaction: Awaited<ReturnType<typeof measureFilterInteraction>>,
 *   filtering: ReturnType<typeof filteringBenchmark>,
 *   growth: string,
 *   kept: string,
 * }} results
 */
function renderReport({ lighthouseRows, peerRuns, budgetRows, interaction, filtering, growth, kept }) {
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
      : path === photoFloor
        ? `photo floor (\`${photoFloorOf}\`, no script)`
        : path === notFound
          ? '404 page (`404.html`, served as 200)'
          : `\`${path}\``;
  const floorLcp = median(lighthouseRows.find((row) => row.path === floor)?.runs.map((run) => run.lcp) ?? []);
  const ratio = (/** @type {LighthouseRun[]} */ results) =>
    `${(median(results.map((result) => result.lcp)) / floorLcp).toFixed(2)}×`;
  const goals = lighthouseRows.flatMap(({ path, runs: results, failedAudits }) => {
    if (path === floor || path === photoFloor) return [];
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
  const home = renderHome(lighthouseRows, peerRuns, budgetRows);
  goals.push(...home.missed);
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

${home.section}How the pages reach their floor: the site's CSS is inlined in each page's head (allowed by
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
  median ${ms(interaction.median)} (${ms(interaction.min)}–${ms(interaction.max)}, ${interaction.samples} keypresses);
  to the frame after the grid holds all its cards again: median ${ms(interaction.complete.median)}
  (${ms(interaction.complete.min)}–${ms(interaction.complete.max)}).
- Filtering and sorting 10,000 generated items (\`npm run bench:news\`, mean per call; goal < 10 ms):

| case | mean | p99 |
|---|---|---|
${filtering.map(({ name, mean, p99 }) => `| ${name} | ${mean.toFixed(2)} ms | ${p99.toFixed(2)} ms |`).join('\n')}

${growth}${kept}## Rerun it

\`\`\`sh
npm run bench                                # build, then 5 Lighthouse runs per page and the floor, then the growth table
npm run bench -- --runs 1                    # one run per page
npm run bench -- --growth-only --runs 1      # only the growth table: three builds in a temporary copy
npm run bench -- --growth-only --growth 25,2500
npm run bench:news                           # only the 10,000-item filtering benchmark
npm run bench -- --peer astrowind=/tmp/astrowind/dist   # with a peer's home page beside ours
\`\`\`

The peer is a site built outside this repository, nothing of which is committed. AstroWind
(github.com/onwidget/astrowind) builds offline here once its remote demo photos are swapped for
its own placeholder: in a copy of the repository, replace every \`https://images.unsplash.com/…\`,
\`https://plus.unsplash.com/…\` and \`https://cdn.pixabay.com/…\` address under \`src/\` with
\`~/assets/images/default.png\`, then \`npm ci\` and \`npx astro build\`; pass its \`dist\` folder.
Its hero photo is its own (\`hero-image.png\`), so its largest paint is as published.

It needs Chromium (\`CHROMIUM_PATH\`, or Debian's \`/usr/bin/chromium\`). Nothing here is part of
\`npm test\`: the byte budgets are, in \`tests/e2e/budgets.spec.ts\`.
`;
}
