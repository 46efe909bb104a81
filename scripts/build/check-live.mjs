// @ts-check
/**
 * Checks the live site as a visitor and a crawler meet it: every address of its sitemap answers
 * 200 with the security headers of scripts/build/hosting.mjs, and its news feed parses as Atom.
 * Run by the scheduled workflow every hour (docs/operating.md, "What to watch"); the workflow's report
 * job, which runs no repository code, keeps the one GitHub issue. By hand it only prints:
 *
 *   node scripts/build/check-live.mjs https://www.<domain>     prints the problems, exit 1 if any
 *
 * The origin is the address that answers 200 (the canonical `www` host, not the bare domain that
 * redirects to it). The sitemap lists the canonical addresses; each is fetched by its path from
 * the checked origin. With VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY (the site's public
 * web settings) it also probes App Check's enforcement on Firestore (`appCheckProblems`).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DomUtils, parseDocument } from 'htmlparser2';
import { securityHeaders } from './hosting.mjs';
import { sitemapPaths } from './redirects.mjs';

/** The news feed's address (domain/routes.ts `newsFeed.path`; a test keeps them equal). */
export const newsFeedPath = '/news-insights/feed.xml';

/**
 * What is wrong with the feed: empty when it is an Atom feed whose entries each have a title, a
 * link, an id and a valid date.
 * @param {string} xml @returns {string[]}
 */
export function feedProblems(xml) {
  const [feed] = DomUtils.getElementsByTagName('feed', parseDocument(xml, { xmlMode: true }).children, false);
  if (!feed || feed.attribs.xmlns !== 'http://www.w3.org/2005/Atom') return ['the feed is not an Atom <feed>'];
  return DomUtils.getElementsByTagName('entry', feed.children, false).flatMap((entry, index) => {
    const child = (/** @type {string} */ name) => DomUtils.getElementsByTagName(name, entry.children, false)[0];
    const text = (/** @type {string} */ name) => DomUtils.textContent(child(name) ?? []).trim();
    const missing = ['title', 'id'].filter((name) => !text(name));
    if (!child('link')?.attribs.href) missing.push('link');
    if (Number.isNaN(Date.parse(text('updated')))) missing.push('updated');
    return missing.length > 0 ? [`feed entry ${index + 1} has no valid ${missing.join(', ')}`] : [];
  });
}

/**
 * Whether Firestore refuses a write without an App Check token before its rules are asked: a
 * create in a collection the rules close (so nothing is ever written), with the public API key and
 * no token. App Check is enforced before the rules are read, so the rules' own refusal ("Missing or
 * insufficient permissions") means it let the request through: not enforced (docs/operating.md,
 * step 25 turns it on). Any other refusal is App Check's.
 * @param {{ project: string, apiKey: string, fetcher?: typeof fetch }} options @returns {Promise<string[]>}
 */
export async function appCheckProblems({ project, apiKey, fetcher = fetch }) {
  const url = `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents/app-check-probe?key=${encodeURIComponent(apiKey)}`;
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"fields":{}}',
  }).catch((error) => /** @type {const} */ ({ error: String(error) }));
  if ('error' in response) return [`App Check probe: ${response.error}`];
  if (response.ok)
    return ['App Check probe: Firestore accepted a write the rules should refuse (check firestore.rules)'];
  if (response.status === 403 && /insufficient permissions/i.test(await response.text()))
    return [
      'App Check is not enforced on Firestore: a write without a token reached the rules (docs/operating.md, step 25)',
    ];
  return [];
}

/**
 * Every problem of the live site; empty when it passes.
 * @param {string} origin @param {typeof fetch} [fetcher]
 * @param {{ project?: string, apiKey?: string }} [firebase] the site's project, to probe App Check
 */
export async function checkLive(origin, fetcher = fetch, { project, apiKey } = {}) {
  const get = (/** @type {string} */ path) =>
    fetcher(new URL(path, origin), { redirect: 'manual', cache: 'no-store' }).catch(
      (error) => /** @type {const} */ ({ error: String(error) }),
    );
  /** @type {string[]} */
  const problems = [];
  const appCheck = project && apiKey ? await appCheckProblems({ project, apiKey, fetcher }) : [];
  const sitemap = await get('/sitemap.xml');
  if ('error' in sitemap) return [`/sitemap.xml: ${sitemap.error}`, ...appCheck];
  if (sitemap.status !== 200) {
    const to = sitemap.headers.get('location');
    // The bare domain redirects to www: the check must be given the address that answers.
    const hint = to ? ` to ${to}: check the address that answers 200 (LIVE_SITE_ORIGIN)` : '';
    return [`/sitemap.xml: answered ${sitemap.status}${hint}`, ...appCheck];
  }
  const paths = sitemapPaths(await sitemap.text());
  if (paths.length === 0) problems.push('/sitemap.xml lists no address');
  const required = Object.keys(securityHeaders());
  for (const path of paths) {
    const response = await get(path);
    if ('error' in response) {
      problems.push(`${path}: ${response.error}`);
      continue;
    }
    if (response.status !== 200) problems.push(`${path}: answered ${response.status}`);
    const missing = required.filter((name) => !response.headers.get(name));
    if (missing.length > 0) problems.push(`${path}: no ${missing.join(', ')} header`);
  }
  const feed = await get(newsFeedPath);
  if ('error' in feed || feed.status !== 200)
    problems.push(`${newsFeedPath}: ${'error' in feed ? feed.error : `answered ${feed.status}`}`);
  else problems.push(...feedProblems(await feed.text()).map((problem) => `${newsFeedPath}: ${problem}`));
  return [...problems, ...appCheck];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [origin] = parseArgs({ allowPositionals: true }).positionals;
  if (!origin) throw new Error('Name the site to check: node scripts/build/check-live.mjs https://<site>.web.app');
  const problems = await checkLive(origin, fetch, {
    project: process.env.VITE_FIREBASE_PROJECT_ID,
    apiKey: process.env.VITE_FIREBASE_API_KEY,
  });
  console.log(problems.length === 0 ? `${origin}: all checks pass.` : problems.map((p) => `✗ ${p}`).join('\n'));
  process.exit(problems.length === 0 ? 0 : 1);
}
