// @ts-check
/**
 * Checks the live site as a visitor and a crawler meet it, and says so on GitHub: every address
 * of its sitemap answers 200 with the security headers of scripts/build/hosting.mjs, and its news
 * feed parses as Atom. Run by the scheduled workflow every hour (README, "Operating the site"), whose
 * report job keeps the one issue: a job that may write issues runs no repository code.
 *
 *   node scripts/build/check-live.mjs https://<site>.web.app                 prints the problems, exit 1 if any
 *   node scripts/build/check-live.mjs https://<site>.web.app --report-issue  also opens (or comments on) one
 *                                   GitHub issue while the check fails, and closes it once it passes
 *                                   (GITHUB_TOKEN, GITHUB_REPOSITORY)
 *
 * The sitemap lists the canonical addresses; each is fetched by its path from the checked origin,
 * so the site is checked before a custom domain points at it.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DomUtils, parseDocument } from 'htmlparser2';
import { securityHeaders } from './hosting.mjs';

/** The news feed's address (content/routes.ts `newsFeed.path`; a test keeps them equal). */
export const newsFeedPath = '/news-insights/feed.xml';

/** The title of the one issue the check keeps open while the live site fails it. */
export const issueTitle = 'The live site check fails';

/**
 * What is wrong with the feed: empty when it is an Atom feed whose entries each have a title, a
 * link, an id and a valid date.
 * @param {string} xml @returns {string[]}
 */
export function feedProblems(xml) {
  const document = parseDocument(xml, { xmlMode: true });
  const feed = DomUtils.findOne((element) => element.name === 'feed', document.children, false);
  if (!feed || feed.attribs.xmlns !== 'http://www.w3.org/2005/Atom') return ['the feed is not an Atom <feed>'];
  return DomUtils.getElementsByTagName('entry', feed.children, false).flatMap((entry, index) => {
    const child = (/** @type {string} */ name) => DomUtils.getElementsByTagName(name, entry.children, false)[0];
    const updated = child('updated');
    const text = (/** @type {string} */ name) => {
      const element = child(name);
      return element ? DomUtils.textContent(element).trim() : '';
    };
    const missing = ['title', 'id'].filter((name) => !text(name));
    if (!child('link')?.attribs.href) missing.push('link');
    if (!updated || Number.isNaN(Date.parse(text('updated')))) missing.push('updated');
    return missing.length > 0 ? [`feed entry ${index + 1} has no valid ${missing.join(', ')}`] : [];
  });
}

/**
 * Every problem of the live site; empty when it passes.
 * @param {string} origin @param {typeof fetch} [fetcher] @returns {Promise<string[]>}
 */
export async function checkLive(origin, fetcher = fetch) {
  const get = (/** @type {string} */ path) =>
    fetcher(new URL(path, origin), { redirect: 'manual', cache: 'no-store' }).catch(
      (error) => /** @type {const} */ ({ error: String(error) }),
    );
  /** @type {string[]} */
  const problems = [];
  const sitemap = await get('/sitemap.xml');
  if ('error' in sitemap || sitemap.status !== 200)
    return [`/sitemap.xml: ${'error' in sitemap ? sitemap.error : `answered ${sitemap.status}`}`];
  const paths = [...(await sitemap.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (match) => new URL(String(match[1])).pathname,
  );
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
  return problems;
}

/**
 * Keeps one GitHub issue in step with the check: opened (or commented on, if open) while it fails,
 * closed with a comment once it passes. Returns what it did.
 * @param {{ repository: string, token: string, origin: string, problems: string[], runUrl?: string, fetcher?: typeof fetch }} options
 */
export async function reportIssue({ repository, token, origin, problems, runUrl = '', fetcher = fetch }) {
  const api = (
    /** @type {string} */ path,
    /** @type {object | undefined} */ body = undefined,
    method = body ? 'POST' : 'GET',
  ) =>
    fetcher(`https://api.github.com/repos/${repository}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${path}`);
      return response.json();
    });
  /** @type {Array<{ number: number, title: string, pull_request?: unknown }>} */
  const open = await api('/issues?state=open&per_page=100');
  const existing = open.find((issue) => issue.title === issueTitle && !issue.pull_request);
  const when = new Date().toISOString();
  if (problems.length === 0) {
    if (!existing) return 'nothing to report';
    await api(`/issues/${existing.number}/comments`, { body: `${origin} passes the check again (${when}). ${runUrl}` });
    await api(`/issues/${existing.number}`, { state: 'closed' }, 'PATCH');
    return `closed #${existing.number}`;
  }
  const body = [`${origin} failed the hourly check (${when}). ${runUrl}`, '', ...problems.map((p) => `- ${p}`)].join(
    '\n',
  );
  if (existing) {
    await api(`/issues/${existing.number}/comments`, { body });
    return `commented on #${existing.number}`;
  }
  /** @type {{ number: number }} */
  const created = await api('/issues', { title: issueTitle, body });
  return `opened #${created.number}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'report-issue': { type: 'boolean', default: false } },
  });
  const origin = positionals[0];
  if (!origin) throw new Error('Name the site to check: node scripts/build/check-live.mjs https://<site>.web.app');
  const problems = await checkLive(origin);
  console.log(problems.length === 0 ? `${origin}: all checks pass.` : problems.map((p) => `✗ ${p}`).join('\n'));
  if (values['report-issue']) {
    const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_SERVER_URL, GITHUB_RUN_ID } = process.env;
    if (!token || !repository) throw new Error('--report-issue needs GITHUB_TOKEN and GITHUB_REPOSITORY.');
    const runUrl = GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${repository}/actions/runs/${GITHUB_RUN_ID}` : '';
    console.log(await reportIssue({ repository, token, origin, problems, runUrl }));
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
