// @ts-check
/**
 * Numbers the editor fills in and checks before the build does: the id a new news item or press
 * release gets (one more than the highest in content/news/ and content/press-releases/: a listed
 * release is a News & Insights item too), the ids in use and by which file (a second use is
 * refused in the form, naming the next free id), and a new team member's position (one more than
 * the highest `order` in content/team/), and the English entries' files (a translation whose
 * English entry is not among them is refused in the form, in the build's words).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const newsDir = 'content/news';
export const pressReleasesDir = 'content/press-releases';
export const teamDir = 'content/team';

/** @param {string} root @param {string} dir @returns {Promise<string[]>} the entry files directly in `dir` */
const entryNames = async (root, dir) =>
  (await readdir(join(root, dir)).catch(() => [])).filter((name) => /\.(yaml|md)$/.test(name)).sort();

/**
 * Top-level integer field `key` of each YAML file in `dir`, by file.
 * @param {string} root @param {string} dir @param {string} key @returns {Promise<Record<string, number>>}
 */
async function numbers(root, dir, key) {
  /** @type {Record<string, number>} */
  const byFile = {};
  for (const name of await entryNames(root, dir)) {
    // A release's fields are its front matter, never the text below it.
    const text = (await readFile(join(root, dir, name), 'utf8')).split(/\n---\s*\n/)[0] ?? '';
    const value = numberOf(text, key);
    if (value > 0) byFile[`${dir}/${name}`] = value;
  }
  return byFile;
}

/** @param {Record<string, number>} byFile */
const next = (byFile) => Math.max(0, ...Object.values(byFile)) + 1;

/**
 * What the editor's page needs to fill in and check these numbers, and the English entries' files.
 * @param {string} root
 * @returns {Promise<{ nextId: number, ids: Record<string, number>, nextOrder: number, englishFiles: string[] }>}
 */
export async function editorNumbers(root) {
  const [newsIds, releaseIds, teamOrders, ...lists] = await Promise.all([
    numbers(root, newsDir, 'id'),
    numbers(root, pressReleasesDir, 'id'),
    numbers(root, teamDir, 'order'),
    ...[newsDir, teamDir, pressReleasesDir].map(async (dir) =>
      (await entryNames(root, dir)).map((name) => `${dir}/${name}`),
    ),
  ]);
  const ids = { ...newsIds, ...releaseIds };
  return { nextId: next(ids), ids, nextOrder: next(teamOrders), englishFiles: lists.flat() };
}

/**
 * A top-level integer field of a YAML file. A line match rather than a YAML parse: a file being
 * typed into may not parse yet, and the schema keeps these fields plain integers.
 * @param {string} yaml @param {string} key
 */
export function numberOf(yaml, key) {
  const match = new RegExp(`^${key}:\\s*['"]?(\\d+)['"]?\\s*$`, 'm').exec(yaml);
  return match ? Number(match[1]) : 0;
}
