// @ts-check
/** The id a new news item gets in the editor: one more than the highest in content/news/. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const newsDir = 'content/news';

/** @param {string} root the repository @returns {Promise<number>} */
export async function nextNewsId(root) {
  const files = (await readdir(join(root, newsDir)).catch(() => [])).filter((name) => name.endsWith('.yaml'));
  const ids = await Promise.all(files.map(async (name) => idOf(await readFile(join(root, newsDir, name), 'utf8'))));
  return Math.max(0, ...ids) + 1;
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
