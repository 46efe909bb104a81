// @ts-check
/**
 * Redirects as content (content/redirects.yaml: from, to, permanent), written into firebase.json
 * by the build, and the check that keeps old links working: every address of the last deployed
 * sitemap (scripts/build/deployed-sitemap.xml, refreshed by `npm run deploy`) must be a page of
 * this build or the `from` of a redirect, or `npm run build` fails naming it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as parse } from 'js-yaml';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const redirectsFile = 'content/redirects.yaml';
export const deployedSitemapFile = 'scripts/build/deployed-sitemap.xml';

/** @typedef {{ from: string, to: string, permanent: boolean }} Redirect */

/**
 * The redirects of content/redirects.yaml, checked: paths start with `/`, a target is a path or an
 * https:// address, no path is redirected twice, and no redirect leads to another one.
 * @param {string} [root] @returns {Redirect[]}
 */
export function readRedirects(root = repoRoot) {
  const path = join(root, redirectsFile);
  /** @type {{ redirects?: unknown }} */
  const file = existsSync(path) ? (parse(readFileSync(path, 'utf8')) ?? {}) : {};
  const list = file.redirects ?? [];
  if (!Array.isArray(list)) throw new Error(`${redirectsFile}: "redirects" must be a list.`);
  /** @type {Redirect[]} */
  const redirects = list.map((entry, index) => {
    const where = `${redirectsFile}, redirect ${index + 1}`;
    if (typeof entry !== 'object' || entry === null) throw new Error(`${where}: expected from, to and permanent.`);
    const { from, to, permanent } = /** @type {Record<string, unknown>} */ (entry);
    if (typeof from !== 'string' || !/^\/[^\s?#]*$/.test(from) || from === '/')
      throw new Error(`${where}: "from" must be a path starting with /, not ${JSON.stringify(from)}.`);
    if (typeof to !== 'string' || !/^(\/|https:\/\/)\S*$/.test(to))
      throw new Error(
        `${where}: "to" must be a path starting with / or an https:// address, not ${JSON.stringify(to)}.`,
      );
    if (typeof permanent !== 'boolean') throw new Error(`${where}: "permanent" must be true or false.`);
    return { from: from.replace(/\/+$/, ''), to, permanent };
  });
  for (const [index, { from, to }] of redirects.entries()) {
    if (redirects.findIndex((other) => other.from === from) < index)
      throw new Error(`${redirectsFile}: ${from} is redirected twice.`);
    if (redirects.some((other) => other.from === to))
      throw new Error(
        `${redirectsFile}: ${from} leads to ${to}, which is itself redirected: point it at the final address.`,
      );
  }
  return redirects;
}

/**
 * Firebase Hosting's `redirects` for the public site.
 * @param {Redirect[]} redirects
 */
export const hostingRedirects = (redirects) =>
  redirects.map(({ from, to, permanent }) => ({ source: from, destination: to, type: permanent ? 301 : 302 }));

/**
 * The paths of a sitemap's `<loc>` entries.
 * @param {string} xml @returns {string[]}
 */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(String(match[1])).pathname);
}

/**
 * The addresses of the deployed sitemap that this build neither serves nor redirects.
 * @param {{ deployed: string[], built: string[], redirects: Redirect[] }} sets
 */
export function brokenOldAddresses({ deployed, built, redirects }) {
  const kept = new Set([...built, ...redirects.map((redirect) => redirect.from)]);
  return deployed.filter((path) => !kept.has(path));
}

/**
 * Fails, naming every address, when the build breaks an address of the last deployed sitemap.
 * @param {string} [root] the project @param {string} [distDir] the built site
 */
export function checkOldAddresses(root = repoRoot, distDir = join(root, 'dist/client')) {
  const deployedPath = join(root, deployedSitemapFile);
  if (!existsSync(deployedPath)) return;
  const broken = brokenOldAddresses({
    deployed: sitemapPaths(readFileSync(deployedPath, 'utf8')),
    built: sitemapPaths(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')),
    redirects: readRedirects(root),
  });
  if (broken.length > 0)
    throw new Error(
      `These addresses were in the deployed sitemap (${deployedSitemapFile}) but this build neither serves nor redirects them:\n` +
        broken.map((path) => `  ${path}`).join('\n') +
        `\nAdd a redirect for each to ${redirectsFile} (from, to, permanent: true), or bring the page back.`,
    );
}
