import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { NewsIndex } from './newsIndex';

/**
 * Writes the news index into the client build while the list is prerendered and returns its
 * address. Its name carries a hash of its text, so it is served as immutable with the other
 * `/assets/` files (scripts/build/hosting.mjs) and a new build never meets an old copy.
 * Build time only: the prerendering runs from the repository root, beside `dist/client`.
 */
export function writeNewsIndex(index: NewsIndex, clientDir = join(process.cwd(), 'dist', 'client')): string {
  const text = JSON.stringify(index);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  const url = `/assets/news-index.${hash}.json`;
  const file = join(clientDir, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return url;
}
