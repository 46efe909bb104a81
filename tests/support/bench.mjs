// @ts-check
/* global document, window, performance, requestAnimationFrame, MutationObserver -- page-side measuring code */
/**
 * The benchmark (not a test): builds the site, serves it with brotli on 127.0.0.1, measures it the
 * way a visitor on a phone meets it and writes docs/performance.md, which says what each table
 * measures; its "Rerun it" section lists the options.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { brotliSize, budgetTable, kb, measureRoute, problems } from './budgets.mjs';
import { copyRepository } from './copyRepository.mjs';
import { chromiumFlags, ensureChromium } from './browsers.mjs';
import { distDir, serve, serveFolder } from '../../scripts/local/serve.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'growth-only': { type: 'boolean', default: false },
    growth: { type: 'string', default: '25,250,2500' },
    peer: { type: 'string', default: '' },
    steps: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs) || 5;
const growthSizes = options.growth.split(',').map(Number).filter(Boolean);
/** `--peer name=folder`: a peer's built site, whose home page is measured beside ours. */
const [peerName, peerFolder] = options.peer.split(/=(.+)/s);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const reportFile = new URL('../../docs/performance.md', import.meta.url);
/** Read from its source: this script runs on plain Node, without TypeScript. */
const newsPageSize = Number(
  /export const newsPageSize = (\d+);/.exec(readFileSync(join(repoRoot, 'domain/newsPages.ts'), 'utf8'))?.[1],
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
const photoFloor = '/bench-photo-floor';
const notFound = '/bench-not-found';

/**
 * What this run has written and not yet removed (repository copies, page copies), removed too when
 * the run is stopped (Ctrl-C, `timeout`), as when it fails.
 * @type {Set<() => void>}
 */
const leftovers = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    leftovers.forEach((remove) => remove());
    // Lighthouse's Chrome: its launcher closes it on SIGINT only. Playwright closes its browsers on exit.
    chromeLauncher.killAll();
    process.exit(128 + os.constants.signals[signal]);
  });
/** @param {() => void} remove @returns {() => void} `remove`, run once, now or when the run is stopped */
function leftover(remove) {
  const once = () => leftovers.delete(once) && remove();
  leftovers.add(once);
  return once;
}

/** @param {string} dist a build's `dist/client` @returns {() => void} removes the copies again */
function writeCopies(dist) {
  const copies = {
    [floor]: withoutScripts(readFileSync(`${dist}${floorOf}/index.html`, 'utf8')),
    [photoFloor]: withoutScripts(readFileSync(`${dist}/index.html`, 'utf8')),
    [notFound]: readFileSync(`${dist}/404.html`, 'utf8'),
  };
  for (const [path, html] of Object.entries(copies)) {
    mkdirSync(`${dist}${path}`, { recursive: true });
    writeFileSync(`${dist}${path}/index.html`, html);
  }
  return () => Object.keys(copies).forEach((path) => rmSync(`${dist}${path}`, { recursive: true, force: true }));
}

/**
 * A built page without its scripts: the loader of its script file and every other inline script
 * but the consent banner's, which decides whether the banner is painted (data, such as JSON-LD, stays).
 * @param {string} html
 */
const withoutScripts = (html) =>
  html.replace(/<script(?: [^>]*)?>[\s\S]*?<\/script>/g, (script) =>
    /^<script(?: data-load=[^>]*)?>/.test(script) && !script.includes('data-consent') ? '' : script,
  );

/**
 * The home page in every other language (`/de`, `/ro`): the alternates its head lists (the
 * languages are defined in TypeScript, which this script does not load).
 * @param {string} dist a build's `dist/client` @returns {string[]}
 */
const otherHomes = (dist) =>
  [...readFileSync(`${dist}/index.html`, 'utf8').matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
    .filter(([, hreflang, href]) => hreflang !== 'x-default' && new URL(href ?? '/').pathname !== '/')
    .map(([, , href]) => new URL(href ?? '/').pathname);

const contentPages = ['/newsroom/5x', '/news-insights/upgradeable-data-center-white-paper', '/privacy-policy', '/xyz'];
const pages = [floor, photoFloor, '/', '/news-insights', ...contentPages, notFound];
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
 * The home page: LCP within 1.05× the photo floor of the same run; blocking time and the longest
 * task of its own. In every other language: LCP within 1.02× English's, the same script bytes within 5%.
 */
const homeGoals = { lcpToPhotoFloor: 1.05, tbt: 50, longestTask: 50, lcpToEnglish: 1.02, scriptBytesToEnglish: 0.05 };

const growthHeading = '## Growth: the news list as the archive grows';
const stepsHeading = "## The build's post-processing, each step switched off alone";

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, cls: number, tbt: number, bytes: number, requests: number, longestTask: number }} LighthouseRun */
/** @typedef {Record<string, { runs: LighthouseRun[], failed: Set<string> }>} LighthouseResults by path, in the order measured */

/**
 * `count` Lighthouse runs of each page (mobile, simulated throttling), added to `into`.
 * @param {string} siteUrl @param {string[]} paths @param {number} count @param {LighthouseResults} into
 */
async function runLighthouse(siteUrl, paths, count = runs, into = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });
  try {
    for (const path of paths) {
      const { runs: results, failed } = (into[path] ??= { runs: [], failed: new Set() });
      for (let run = 1; run <= count; run += 1) {
        process.stdout.write(`Lighthouse ${path} run ${run}/${count}\r`);
        // The 404 page asks not to be indexed, on purpose: the SEO check of that is left out there.
        const skipAudits = path === notFound ? ['is-crawlable'] : [];
        const url = new URL(path, siteUrl).href;
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', skipAudits });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits, runtimeError, runWarnings } = result.lhr;
        // A run Lighthouse could not complete says nothing about the page: report it, don't average it in.
        if (runtimeError || categories.performance?.score == null) {
          failed.add(`run ${run} did not complete: ${runtimeError?.message ?? runWarnings.join('; ')}`);
          continue;
        }
        const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
        /** @typedef {{ startTime: number, duration: number, observedFirstContentfulPaint: number }} Item of a table */
        const items = (/** @type {string} */ id) =>
          /** @type {{ items?: Item[] }} */ (audits[id]?.details)?.items ?? [];
        const paint = items('metrics')[0]?.observedFirstContentfulPaint ?? NaN;
        // Observed, not simulated: Lighthouse lists the main thread's tasks over 5 ms.
        const afterPaint = items('main-thread-tasks').flatMap((task) => (task.startTime >= paint ? task.duration : []));
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
          requests: items('network-requests').length,
          longestTask: Math.max(0, ...afterPaint),
        });
        // What kept a category below 100, so the report says what to fix.
        for (const category of ['accessibility', 'best-practices', 'seo'])
          for (const { id, weight } of categories[category]?.auditRefs ?? [])
            if (weight > 0 && (audits[id]?.score ?? 1) < 1) failed.add(`${category}: ${id} did not pass in every run`);
      }
    }
  } finally {
    chrome.kill();
  }
  return into;
}

/** @param {LighthouseResults} lh @param {string} path @param {keyof LighthouseRun} key @returns {number[]} */
const values = (lh, path, key) => (lh[path]?.runs ?? []).map((run) => run[key]);
/** @param {LighthouseResults} lh @param {string} path @param {keyof LighthouseRun} key */
const med = (lh, path, key) => median(values(lh, path, key));

/**
 * The site built in a temporary copy of the repository: the working tree without `node_modules`
 * (a link to this one's) and without `dist`, changed by `prepare` before the build. The caller
 * removes the copy with the `remove` it is given; a copy that could not be made ready is removed here.
 * @param {string} label @param {(copy: string) => void} prepare
 */
function buildCopy(label, prepare) {
  const copy = mkdtempSync(join(os.tmpdir(), 'nexoform-bench-'));
  const remove = leftover(() => rmSync(copy, { recursive: true, force: true }));
  try {
    copyRepository(repoRoot, copy);
    prepare(copy);
    process.stdout.write(`Building ${label}\n`);
    const started = performance.now();
    execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
    return { copy, remove, buildSeconds: (performance.now() - started) / 1000 };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The site built once per archive size, the news list measured there.
 * @typedef {{ size: number, html: Buffer, index: Buffer, buildSeconds: number, lh: LighthouseResults, keystroke: Awaited<ReturnType<typeof measureFilterInteraction>> }} GrowthRow
 * @returns {Promise<GrowthRow[]>}
 */
async function measureGrowth() {
  /** @type {GrowthRow[]} */
  const rows = [];
  for (const size of growthSizes) {
    const { copy, remove, buildSeconds } = buildCopy(`with ${size} news items`, (copy) =>
      generateNews(join(copy, 'content/news'), size),
    );
    const dist = join(copy, 'dist/client');
    let site;
    try {
      site = await serve({ port: 0, brotli: true, site: copy });
      const indexFile = readdirSync(join(dist, 'assets')).find((name) => /^news-index\..+\.json$/.test(name));
      const index = indexFile ? readFileSync(join(dist, 'assets', indexFile)) : Buffer.alloc(0);
      writeCopies(dist);
      const lh = await runLighthouse(site.url, [floor, '/news-insights']);
      const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
      const keystroke = await measureFilterInteraction(browser, site.url, 10).finally(() => browser.close());
      const html = readFileSync(join(dist, 'news-insights/index.html'));
      rows.push({ size, html, index, buildSeconds, lh, keystroke });
    } finally {
      await site?.close();
      remove();
    }
  }
  return rows;
}

/** @returns {Promise<{ name: string, lh: LighthouseResults }[]>} each build's Lighthouse runs, measured in turns */
async function measureSteps() {
  // Filled as each copy is built and served, so a build or a server that fails leaves none behind.
  /** @type {{ name: string, copy: string, remove: () => void, lh: LighthouseResults }[]} */
  const builds = [];
  /** @type {Awaited<ReturnType<typeof serve>>[]} */
  const sites = [];
  try {
    for (const { name, call } of postProcessingSteps) {
      const { copy, remove } = buildCopy(name, (copy) => {
        const config = join(copy, 'vite.config.ts');
        const text = readFileSync(config, 'utf8');
        if (!text.includes(call)) throw new Error(`vite.config.ts no longer calls ${call}`);
        writeFileSync(config, text.replace(call, ''));
      });
      builds.push({ name, copy, remove, lh: {} });
    }
    for (const { copy } of builds) sites.push(await serve({ port: 0, brotli: true, site: copy }));
    for (let run = 1; run <= runs; run += 1)
      for (const [index, { name, lh }] of builds.entries()) {
        process.stdout.write(`Steps: run ${run}/${runs}, ${name}\n`);
        await runLighthouse(sites[index]?.url ?? '', stepPages, 1, lh);
      }
    return builds;
  } finally {
    await Promise.all(sites.map((site) => site.close()));
    for (const { remove } of builds) remove();
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
  const field = (/** @type {RegExp} */ pattern) => existing.flatMap((text) => pattern.exec(text)?.[1] ?? []);
  const photos = field(/^image: (\S+)$/m);
  const oldest = Date.parse(`${field(/^date: '?(\d{4}-\d{2}-\d{2})'?$/m).sort()[0] ?? '2025-06-30'}T00:00:00Z`);
  let id = Math.max(0, ...field(/^id: (\d+)$/m).map(Number));
  const types = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'];
  const publications = ['Data Centre Weekly', 'AI Infrastructure Review', 'Construction Tech Today', 'DCD'];
  const subjects = ['Modular halls', 'Liquid cooling', 'GPU capacity', 'Prefabrication', 'Edge sites', 'Power'];
  const verbs = ['reaches', 'reshapes', 'speeds up', 'arrives in', 'doubles', 'comes to'];
  const objects = ['Northern Europe', 'the AI build-out', 'Texas', 'hyperscale campuses', 'Romania', 'colocation'];
  for (let index = 0; index < size - files.length; index += 1) {
    id += 1;
    const date = new Date(oldest - Math.ceil(((index + 1) * 7) / 3) * 86_400_000).toISOString().slice(0, 10);
    const headline = `${subjects[index % 6]} ${verbs[Math.floor(index / 6) % 6]} ${objects[Math.floor(index / 36) % 6]}, part ${index + 1}`;
    const photo = index % 3 === 0 && photos.length > 0 ? `image: ${photos[index % photos.length]}\n` : '';
    writeFileSync(
      join(dir, `bench-generated-${index + 1}.yaml`),
      `id: ${id}\ndate: '${date}'\nheadline: '${headline}'\nuri: 'https://news.example/${id}'\n${photo}publication: '${publications[index % 4]}'\ntype: ${types[index % 6]}\n`,
    );
  }
}

/**
 * The news list's cards and DOM size once hydrated; then keypresses in Quick search with the CPU
 * slowed 4×, alternately 'g' (fewer cards) and Backspace (all cards back), each timed to the next
 * frame after the grid changed (what a visitor waits for, as INP counts it) and to the frame after
 * the grid holds all its cards again (the rest of a screenful comes in a deferred render, the grid
 * `aria-busy` until then).
 * @param {import('@playwright/test').Browser} browser @param {string} siteUrl @param {number} samples
 */
async function measureFilterInteraction(browser, siteUrl, samples) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('/news-insights', siteUrl).href, { waitUntil: 'networkidle' });
  // The list's readiness signal: hydration has ended (it runs in slices, so React's root exists before).
  await page.waitForSelector('[data-news-list][data-enhanced]');
  const dom = await page.evaluate(() => ({
    cards: document.querySelectorAll('main article').length,
    domElements: document.getElementsByTagName('*').length,
  }));
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.focus('#news-search');
  const [frame, all] = [/** @type {number[]} */ ([]), /** @type {number[]} */ ([])];
  for (let index = 0; index < samples; index += 1) {
    await page.evaluate(() => {
      const main = document.querySelector('main');
      /** @type {Window & { measured?: Promise<number[]> }} */ (window).measured = new Promise((resolve) => {
        let [start, first, finishing] = [0, 0, false];
        window.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        const busy = () => main?.querySelector('[aria-busy="true"]') != null;
        const afterFrame = (/** @type {(at: number) => void} */ then) =>
          requestAnimationFrame(() => setTimeout(() => then(performance.now() - start)));
        const finish = (/** @type {number} */ at) => {
          observer.disconnect();
          resolve([first, at]);
        };
        // The last frame is asked for once: later mutations (the deferred cards) ask for no other.
        const observer = new MutationObserver(() => {
          if (first === 0) {
            first = -1;
            afterFrame((at) => {
              first = at;
              if (!busy()) finish(at);
            });
          } else if (first > 0 && !finishing && !busy()) {
            finishing = true;
            afterFrame(finish);
          }
        });
        const watched = { childList: true, subtree: true, characterData: true, attributeFilter: ['aria-busy'] };
        if (main) observer.observe(main, watched);
      });
    });
    await page.keyboard.press(index % 2 === 0 ? 'g' : 'Backspace');
    const [toFrame = NaN, toAll = NaN] = await page.evaluate(
      () => /** @type {Window & { measured?: Promise<number[]> }} */ (window).measured ?? [],
    );
    frame.push(toFrame);
    all.push(toAll);
  }
  await context.close();
  return { ...dom, frame, all };
}

/** Runs the Vitest benchmark of filterNews over 10,000 items and returns its mean times. */
function filteringBenchmark() {
  const out = join(os.tmpdir(), 'nexoform-news-bench.json');
  execFileSync('npx', ['vitest', 'bench', '--run', '--outputJson', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  /** @type {{ files: { groups: { benchmarks: { name: string, mean: number, p99: number }[] }[] }[] }} */
  const json = JSON.parse(readFileSync(out, 'utf8'));
  return json.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
}

/** @param {number[]} numbers */
function median(numbers) {
  const sorted = numbers.toSorted((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? NaN) + (sorted[Math.ceil(middle)] ?? NaN)) / 2;
}

/** @typedef {(n: number) => string} Format */
const ms = /** @type {Format} */ ((n) => `${Math.round(n)} ms`);
const ms1 = /** @type {Format} */ ((n) => `${n.toFixed(1)} ms`);
const sec = /** @type {Format} */ ((n) => `${(n / 1000).toFixed(2)} s`);
const kb0 = /** @type {Format} */ ((n) => `${(n / 1000).toFixed(0)} KB`);
const int = /** @type {Format} */ ((n) => String(Math.round(n)));
const cls = /** @type {Format} */ ((n) => n.toFixed(3));
/** @param {number[]} numbers @param {Format} format @returns {string} fastest–slowest */
const between = (numbers, format) => `${format(Math.min(...numbers))}–${format(Math.max(...numbers))}`;
/** @param {number[]} numbers @param {Format} format @returns {string} the median, with the range when runs differ */
const spread = (numbers, format) =>
  numbers.length === 0
    ? 'n/a'
    : Math.min(...numbers) === Math.max(...numbers)
      ? format(numbers[0] ?? NaN)
      : `${format(median(numbers))} (${between(numbers, format)})`;
/** @param {boolean} fails @param {string} text @returns {string[]} the text, if the goal is missed */
const miss = (fails, text) => (fails ? [text] : []);
/** @param {string[]} misses @param {string} met what to say when nothing is missed */
const verdict = (misses, met) =>
  misses.length === 0 ? `\n${met}` : `\nMissed:\n\n${misses.map((text) => `- ${text}`).join('\n')}`;

/** @param {string} report @param {string} heading @param {string} section @returns {string} the report with that section replaced, or added before "Rerun it" */
function replaceSection(report, heading, section) {
  let [start, end] = [report.indexOf(heading), report.indexOf('## Rerun it')];
  if (start >= 0) end = report.indexOf('\n## ', start + heading.length) + 1 || report.length;
  else start = end = end < 0 ? report.length : end;
  return `${report.slice(0, start)}${section.trimEnd()}\n\n${report.slice(end)}`;
}

/** @param {GrowthRow[]} rows @returns {string} the growth section of the report */
function renderGrowth(rows) {
  /** @param {GrowthRow | undefined} row @param {keyof LighthouseRun} key */
  const of = (row, key, path = '/news-insights') => values(row?.lh ?? {}, path, key);
  const [base] = rows;
  const goals = rows.flatMap((row, at) => {
    const { size, html } = row;
    const { cards, frame } = row.keystroke;
    const lcp = median(of(row, 'lcp')) / median(of(base, 'lcp'));
    const tbt = median(of(row, 'tbt')) / Math.max(median(of(base, 'tbt')), 1);
    const [typical, slowest] = [median(frame), Math.max(...frame)];
    return [
      ...miss(at > 0 && lcp > 1.1, `${size} items: LCP ${lcp.toFixed(2)}× the ${base?.size}-item page (goal ≤ 1.1×)`),
      ...miss(at > 0 && tbt > 1.5, `${size} items: TBT ${tbt.toFixed(2)}× the ${base?.size}-item page (goal ≤ 1.5×)`),
      ...miss(brotliSize(html) > 20_000, `${size} items: HTML ${kb(brotliSize(html))} brotli (goal ≤ 20 KB)`),
      ...miss(cards > newsPageSize, `${size} items: ${cards} cards in the DOM (goal ≤ ${newsPageSize})`),
      ...miss(
        !(typical < keystrokeGoal.median),
        `${size} items: keystroke ${ms(typical)} at 4× (goal < ${keystrokeGoal.median} ms)`,
      ),
      ...miss(
        !(slowest < keystrokeGoal.worst),
        `${size} items: slowest keystroke ${ms(slowest)} at 4× (goal < ${keystrokeGoal.worst} ms)`,
      ),
    ];
  });
  const bytes = (/** @type {Buffer} */ file) => `${kb(file.length)} / ${kb(file.length > 0 ? brotliSize(file) : 0)}`;
  const keys = (/** @type {number[]} */ times) => `${ms(median(times))} (${between(times, ms)})`;
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
      `| ${row.size.toLocaleString('en')} | ${bytes(row.html)} | ${bytes(row.index)} | ${row.keystroke.cards} / ${row.keystroke.domElements.toLocaleString('en')} | ${Math.round(row.buildSeconds)} s | ${spread(of(row, 'lcp'), sec)} | ${(median(of(row, 'lcp')) / median(of(row, 'lcp', floor))).toFixed(2)}× | ${spread(of(row, 'tbt'), ms)} | ${spread(of(row, 'longestTask'), ms1)} | ${spread(of(row, 'lcp', floor), sec)} | ${keys(row.keystroke.frame)} | ${keys(row.keystroke.all)} |`,
  )
  .join('\n')}

Targets at the largest size against the smallest, same run: LCP ≤ 1.1×, TBT ≤ 1.5×; HTML ≤ 20 KB
brotli; at most ${newsPageSize} cards in the DOM; keystroke median < ${keystrokeGoal.median} ms and slowest
< ${keystrokeGoal.worst} ms. The HTML carries the first ${newsPageSize} cards and a pointer to the index; the
index (every item, fetched after the first paint) is what grows.
${verdict(goals, 'Every growth target is met.')}

`;
}

/**
 * The home page against homeGoals, beside its photo floor (its largest paint is the hero photo),
 * the text floor, the home page in every other language and a peer's, when given.
 * @param {LighthouseResults} lh @param {LighthouseRun[] | undefined} peerRuns @param {string[]} homes
 * @param {import('./budgets.mjs').RouteMeasure[]} budgetRows
 * @returns {{ section: string, missed: string[] }}
 */
function renderHome(lh, peerRuns, homes, budgetRows) {
  const runsOf = (/** @type {string} */ path) => lh[path]?.runs ?? [];
  if (runsOf('/').length === 0 || runsOf(photoFloor).length === 0) return { section: '', missed: [] };
  const at = (/** @type {LighthouseRun[]} */ results, /** @type {keyof LighthouseRun} */ key) =>
    median(results.map((run) => run[key]));
  const [lcp, tbt, task] = [at(runsOf('/'), 'lcp'), at(runsOf('/'), 'tbt'), at(runsOf('/'), 'longestTask')];
  const lcpRatio = lcp / at(runsOf(photoFloor), 'lcp');
  const script = (/** @type {string} */ path) => budgetRows.find((row) => row.path === path)?.js ?? NaN;
  const toEnglish = (/** @type {string} */ path) => at(runsOf(path), 'lcp') / lcp;
  const { lcpToPhotoFloor, lcpToEnglish, scriptBytesToEnglish } = homeGoals;
  const missed = [
    ...miss(lcpRatio > lcpToPhotoFloor, `/: LCP ${lcpRatio.toFixed(2)}× the photo floor (goal ≤ ${lcpToPhotoFloor}×)`),
    ...miss(tbt > homeGoals.tbt, `/: TBT ${Math.round(tbt)} ms (goal ≤ ${homeGoals.tbt} ms)`),
    ...miss(
      task > homeGoals.longestTask,
      `/: longest task after the first paint ${task.toFixed(1)} ms (goal ≤ ${homeGoals.longestTask} ms)`,
    ),
    ...homes.flatMap((path) => [
      ...miss(
        !(toEnglish(path) <= lcpToEnglish),
        `${path}: LCP ${toEnglish(path).toFixed(2)}× English's \`/\` (goal ≤ ${lcpToEnglish}×)`,
      ),
      ...miss(
        !(Math.abs(script(path) / script('/') - 1) <= scriptBytesToEnglish),
        `${path}: script bytes ${(script(path) / script('/')).toFixed(2)}× English's (goal within ±${scriptBytesToEnglish * 100}%)`,
      ),
    ]),
  ];
  const peer = peerRuns?.length ? peerRuns : undefined;
  const rows = [
    ...(runsOf(floor).length > 0 ? [{ label: 'floor', runs: runsOf(floor) }] : []),
    { label: 'photo floor (`/` without scripts)', runs: runsOf(photoFloor) },
    { label: 'our `/`', runs: runsOf('/') },
    ...homes.map((path) => ({
      label: `\`${path}\` (LCP ${toEnglish(path).toFixed(2)}× \`/\`; script ${kb(script(path))} against ${kb(script('/'))})`,
      runs: runsOf(path),
    })),
    ...(peer ? [{ label: `${peerName}'s \`/\``, runs: peer }] : []),
  ];
  const each = (/** @type {LighthouseRun[]} */ results, /** @type {keyof LighthouseRun} */ key) =>
    `${ms(at(results, key))} (${results.map((run) => Math.round(run[key])).join(', ')})`;
  return {
    missed,
    section: `## The home page beside its photo floor${peer ? ` and ${peerName}` : ''}

Medians, with every run in brackets. The home page's largest paint is its hero photo, so its
floor is the photo floor: the built \`/\` without its scripts (its HTML, inline CSS and the same
hero photo, as served), measured in the same run. Targets: LCP ≤ ${lcpToPhotoFloor}× the photo floor (now
${lcpRatio.toFixed(2)}×); Total Blocking Time ≤ ${homeGoals.tbt} ms (median) and the longest task of the page's own
after the first paint ≤ ${homeGoals.longestTask} ms. In every other language: LCP ≤ ${lcpToEnglish}× \`/\`'s and
script bytes (brotli, before any interaction) within ±${scriptBytesToEnglish * 100}% of \`/\`'s.${
      peer
        ? ` ${peerName}'s home page is served the same way in this run, for comparison.`
        : " A peer's home page can be measured beside it (rerun with `--peer`)."
    }

| page | FCP | LCP | TBT | longest task after FCP (observed) | bytes | requests |
|---|---|---|---|---|---|---|
${rows
  .map(
    ({ label, runs: r }) =>
      `| ${label} | ${ms(at(r, 'fcp'))} | ${each(r, 'lcp')} | ${each(r, 'tbt')} | ${ms1(at(r, 'longestTask'))} | ${kb0(at(r, 'bytes'))} | ${at(r, 'requests')} |`,
  )
  .join('\n')}

`,
  };
}

/**
 * The post-processing table: per page and build, Lighthouse's medians with their ranges, and the
 * LCP beside the build as it is. A step earns its place when leaving it out costs more than the
 * spread of the runs.
 * @param {{ name: string, lh: LighthouseResults }[]} builds
 */
function renderSteps(builds) {
  const lines = stepPages.flatMap((path) =>
    builds.map(({ name, lh }) => {
      const of = (/** @type {keyof LighthouseRun} */ key) => values(lh, path, key);
      const ratio = med(lh, path, 'lcp') / med(builds[0]?.lh ?? {}, path, 'lcp');
      return `| \`${path}\` | ${name} | ${spread(of('fcp'), ms)} | ${spread(of('lcp'), ms)} | ${ratio.toFixed(2)}× | ${spread(of('tbt'), ms)} | ${spread(of('longestTask'), ms)} | ${kb(median(of('bytes')))} / ${median(of('requests'))} |`;
    }),
  );
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

/**
 * The report down to the growth table; what follows it in the report as it stands (the
 * post-processing table, "Rerun it") is kept.
 * @param {{
 *   lh: LighthouseResults, peerRuns: LighthouseRun[] | undefined, homes: string[],
 *   budgetRows: import('./budgets.mjs').RouteMeasure[],
 *   interaction: Awaited<ReturnType<typeof measureFilterInteraction>>,
 *   filtering: ReturnType<typeof filteringBenchmark>, growth: string, kept: string,
 * }} results
 */
function renderReport({ lh, peerRuns, homes, budgetRows, interaction, filtering, growth, kept }) {
  /** @type {Record<string, string>} */
  const labels = {
    [floor]: `floor (\`${floorOf}\`, no script)`,
    [photoFloor]: 'photo floor (`/`, no script)',
    [notFound]: '404 page (`404.html`, served as 200)',
  };
  const lcpGoal = (/** @type {string} */ path) =>
    path === '/' || homes.includes(path) ? 1200 : path === '/news-insights' ? 1500 : 1000;
  const goals = Object.entries(lh).flatMap(([path, { failed }]) => {
    const m = (/** @type {keyof LighthouseRun} */ key) => med(lh, path, key);
    // The floors have no targets, but a run of theirs that failed is said.
    const targets = path !== floor && path !== photoFloor;
    return [
      .../** @type {const} */ (['accessibility', 'bestPractices', 'seo']).flatMap((key) =>
        miss(targets && m(key) < 100, `${path}: ${key} ${m(key)} < 100`),
      ),
      ...miss(targets && m('performance') < 95, `${path}: performance ${m('performance')} < 95`),
      ...miss(targets && m('lcp') > lcpGoal(path), `${path}: LCP ${sec(m('lcp'))} over ${sec(lcpGoal(path))}`),
      ...miss(targets && m('cls') > 0, `${path}: CLS ${cls(m('cls'))} over 0`),
      ...[...failed].map((why) => `${path}: ${why}`),
    ];
  });
  const home = renderHome(lh, peerRuns, homes, budgetRows);
  const chromiumVersion = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  const overBudget = budgetRows.flatMap(problems);
  const row = (/** @type {string} */ path) => {
    const st = (/** @type {keyof LighthouseRun} */ key, /** @type {Format} */ format) =>
      spread(values(lh, path, key), format);
    return `| ${labels[path] ?? `\`${path}\``} | ${st('performance', int)} | ${st('accessibility', int)} | ${st('bestPractices', int)} | ${st('seo', int)} | ${st('fcp', sec)} | ${st('lcp', sec)} | ${(med(lh, path, 'lcp') / med(lh, floor, 'lcp')).toFixed(2)}× | ${st('cls', cls)} | ${st('tbt', ms)} | ${st('bytes', kb0)} | ${st('requests', int)} |`;
  };

  return `# Performance

The latest benchmark of the built site, written by \`npm run bench\` (see "Rerun it" below).
Budgets in bytes are exact and are also a test in \`npm test\`; timings are medians on a small
shared machine and move from run to run.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} CPU cores, Node ${process.version}, ${chromiumVersion}, Lighthouse 12 (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page, served with brotli from 127.0.0.1.

## Lighthouse (median, with the range when runs differ)

| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | LCP ÷ floor | CLS | TBT | bytes | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|
${Object.keys(lh).map(row).join('\n')}

The floor is \`${floorOf}\` as built, without its script: the fastest its own bytes allow. Its
ratio is the robust number on a shared machine, where every absolute time moves together.

Targets: Accessibility, Best Practices and SEO 100; Performance ≥ 95; LCP ≤ 1.2 s on \`/\`,
≤ 1.5 s on \`/news-insights\`, ≤ 1.0 s on content pages and the 404 page; CLS 0.
${verdict([...goals, ...home.missed], 'Every goal is met.')}

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
  overBudget.length === 0
    ? 'Every route is within budget, requests no other host before interaction and sizes every image.'
    : overBudget.map((problem) => `- ${problem}`).join('\n')
}

## News & Insights filter

- Keypress in Quick search to the next frame after the grid changed, CPU slowed 4×:
  median ${ms(median(interaction.frame))} (${between(interaction.frame, ms)}, ${interaction.frame.length} keypresses);
  to the frame after the grid holds all its cards again: median ${ms(median(interaction.all))}
  (${between(interaction.all, ms)}).
- Filtering and sorting 10,000 generated items (\`npm run bench:news\`, mean per call; goal < 10 ms):

| case | mean | p99 |
|---|---|---|
${filtering.map(({ name, mean, p99 }) => `| ${name} | ${mean.toFixed(2)} ms | ${p99.toFixed(2)} ms |`).join('\n')}

${growth}${kept}`;
}

const chromePath = ensureChromium('full');

if (options.steps || options['growth-only']) {
  const [heading, section, name] = options.steps
    ? [stepsHeading, renderSteps(await measureSteps()), 'post-processing']
    : [growthHeading, renderGrowth(await measureGrowth()), 'growth'];
  writeFileSync(reportFile, replaceSection(readFileSync(reportFile, 'utf8'), heading, section));
  console.log(`\n${section}\nWritten to docs/performance.md (its ${name} section).`);
} else {
  // `npm run build` also regenerates firebase.json, whose CSP the server sends.
  if (!options['no-build']) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const homes = otherHomes(distDir);
  // The server first: one that fails to start leaves no page copies behind.
  const site = await serve({ port: 0, brotli: true });
  const removeCopies = leftover(writeCopies(distDir));
  try {
    const lh = await runLighthouse(site.url, [...pages, ...homes]);
    const peer = peerFolder ? await serveFolder(peerFolder, { port: 0 }) : undefined;
    const peerRuns = peer ? (await runLighthouse(peer.url, ['/']).finally(() => peer.close()))['/']?.runs : undefined;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
    const context = await browser.newContext();
    const sitemap = readFileSync(`${distDir}/sitemap.xml`, 'utf8');
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '/').pathname);
    const budgetRows = [];
    for (const path of [...routes, '/no-such-page']) budgetRows.push(await measureRoute(context, site.url, path));
    const interaction = await measureFilterInteraction(browser, site.url, 20);
    await browser.close();
    const measured = { lh, peerRuns, homes, budgetRows, interaction, filtering: filteringBenchmark() };
    const growth = renderGrowth(await measureGrowth());
    const previous = readFileSync(reportFile, 'utf8');
    const keptFrom = [stepsHeading, '## Rerun it'].map((h) => previous.indexOf(h)).find((i) => i >= 0);
    const kept = previous.slice(keptFrom ?? previous.length);
    const report = renderReport({ ...measured, growth, kept });
    writeFileSync(reportFile, report);
    console.log(`\n${report}\nWritten to docs/performance.md.`);
  } finally {
    await site.close();
    removeCopies();
  }
}
