// @ts-check
/**
 * The editor's offer of a redirect (docs/editing.md): an address the site last put live
 * (scripts/build/deployed-sitemap.xml) that the content no longer has, because a press release was
 * renamed or deleted, would fail the build (scripts/build/redirects.mjs). The editor shows each
 * such address with the site's current addresses to send it to; accepting writes the redirect into
 * content/redirects.yaml, as a person would by hand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import {
  brokenOldAddresses,
  deployedSitemapFile,
  readRedirects,
  redirectsFile,
  sitemapPaths,
} from '../../build/redirects.mjs';

/** @typedef {{ broken: string[], targets: string[] }} RedirectOffers */

/**
 * The old addresses to offer a redirect for, and where they may lead: the addresses the content
 * builds now, those the deployed sitemap did not have (a renamed release's new address) first.
 * @param {string} root the repository @param {string[]} built the addresses the content builds now
 * @returns {RedirectOffers}
 */
export function redirectOffers(root, built) {
  const sitemap = join(root, deployedSitemapFile);
  if (!existsSync(sitemap)) return { broken: [], targets: [] };
  const deployed = sitemapPaths(readFileSync(sitemap, 'utf8'));
  const broken = brokenOldAddresses({ deployed, built, redirects: readRedirects(root) });
  // A stable sort: the order of `built` within each group is kept.
  const targets = built.toSorted((a, b) => Number(deployed.includes(a)) - Number(deployed.includes(b)));
  return { broken, targets };
}

/**
 * Writes a permanent redirect from an offered old address to one of the offered targets into
 * content/redirects.yaml, keeping the file's opening comments; refuses anything not offered.
 * @param {string} root @param {string[]} built @param {{ from?: unknown, to?: unknown }} request
 */
export function addRedirect(root, built, { from, to }) {
  const { broken, targets } = redirectOffers(root, built);
  if (typeof from !== 'string' || !broken.includes(from)) throw new Error(`${String(from)} needs no redirect.`);
  if (typeof to !== 'string' || !targets.includes(to)) throw new Error(`${String(to)} is not an address of the site.`);
  const path = join(root, redirectsFile);
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
  const end = lines.findIndex((line) => !line.startsWith('#'));
  const comments = end === -1 ? lines : lines.slice(0, end);
  const redirects = [...readRedirects(root), { from, to, permanent: true }];
  writeFileSync(path, [...comments, yaml.dump({ redirects }, { lineWidth: -1 })].join('\n'));
}
