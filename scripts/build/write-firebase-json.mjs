// @ts-check
/**
 * Writes firebase.json from scripts/build/hosting.mjs, the one place the hosting headers are defined
 * (and the redirects of content/redirects.yaml, once every address of the deployed sitemap is built
 * or redirected), and the hashes of every inline style and script of the built pages (so it runs
 * after `vike build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firebaseJson, inlineHashesFile } from './hosting.mjs';
import { checkOldAddresses } from './redirects.mjs';

export const firebaseJsonUrl = new URL('../../firebase.json', import.meta.url);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The inline hashes of the build in `<root>/dist`.
 * @returns {import('./hosting.mjs').InlineHashes}
 */
export function builtInlineHashes(root = repoRoot) {
  try {
    return JSON.parse(readFileSync(inlineHashesFile(root), 'utf8'));
  } catch {
    throw new Error(`${inlineHashesFile(root)} is missing: build the site first (npx vike build).`);
  }
}

/** firebase.json as the current build needs it. */
export const firebaseJsonText = () => `${JSON.stringify(firebaseJson(builtInlineHashes()), null, 2)}\n`;

if (process.argv[1] && new URL(`file://${process.argv[1]}`).href === import.meta.url) {
  // No old address may break: each is built or redirected (scripts/build/redirects.mjs).
  try {
    checkOldAddresses();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  writeFileSync(firebaseJsonUrl, firebaseJsonText());
  console.log('firebase.json written');
}
