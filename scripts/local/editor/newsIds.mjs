// @ts-check
/**
 * The id a new news item or press release gets in the editor: one more than the highest in
 * content/news/ and content/press-releases/ (a listed release is a News & Insights item too).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const newsDir = 'content/news';
export const pressReleasesDir = 'content/press-releases';

/** @param {string} root @param {string} dir @param {string} extension @returns {Promise<string[]>} */
const texts = async (root, dir, extension) => {
  const files = (await readdir(join(root, dir)).catch(() => [])).filter((name) => name.endsWith(extension));
  return Promise.all(files.map((name) => readFile(join(root, dir, name), 'utf8')));
};

/** @param {string} root the repository @returns {Promise<number>} */
export async function nextNewsId(root) {
  const news = (await texts(root, newsDir, '.yaml')).map(idOf);
  // A release's id is in its front matter, never in the text below it.
  const releases = (await texts(root, pressReleasesDir, '.md')).map((text) => idOf(text.split(/\n---\s*\n/)[0] ?? ''));
  return Math.max(0, ...news, ...releases) + 1;
}

/**
 * The top-level `id` of a news file. A line match rather than a YAML parse: a file being typed
 * into may not parse yet, and the schema keeps `id` a plain integer.
 * @param {string} yaml
 */
export function idOf(yaml) {
  const match = /^id:\s*['"]?(\d+)['"]?\s*$/m.exec(yaml);
  return match ? Number(match[1]) : 0;
}
