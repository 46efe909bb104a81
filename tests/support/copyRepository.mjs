// @ts-check
import { cpSync, realpathSync, symlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What runs and builds make in the work tree, and git's own folder: never part of a copy. */
const made = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'tmp', '.cache']);

/**
 * Copies the repository at `from` into the folder `to` as a checkout holds it, for a test or the
 * benchmark that builds or edits a copy. The packages are linked, not copied: the copy builds with
 * the same tools and image cache.
 * @param {string} from @param {string} to
 */
export function copyRepository(from, to) {
  cpSync(from, to, { recursive: true, filter: (source) => !made.has(relative(from, source).split(sep)[0] ?? '') });
  symlinkSync(realpathSync(join(from, 'node_modules')), join(to, 'node_modules'), 'dir');
}
