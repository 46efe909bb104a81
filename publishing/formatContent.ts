/**
 * Rewrites content files in the canonical shape (publishing/canonical.ts): `npm run content:format`
 * changes them, `npm run content:format -- --check` only names the ones that differ. Re-runnable:
 * a file already canonical is left as it is.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import keystaticConfig from '../keystatic.config';
import { canonicalText, NotCanonicalizable } from './canonical';
import { collectionFolder, englishCollection, entryExtensions, type CollectionName } from './entryTypes';

export type FormatResult = { file: string; status: 'canonical' | 'rewritten' | 'differs' | 'skipped'; reason?: string };

/** Every content file, by collection: `content/news/x.yaml`, relative to `root`. */
export async function contentFiles(root: string): Promise<{ name: CollectionName; file: string }[]> {
  const files: { name: CollectionName; file: string }[] = [];
  for (const name of Object.keys(keystaticConfig.collections) as CollectionName[]) {
    const folder = collectionFolder(name);
    const entries = await readdir(join(root, folder)).catch(() => [] as string[]);
    for (const entry of entries.sort())
      if (entry.endsWith(entryExtensions[englishCollection(name)])) files.push({ name, file: `${folder}/${entry}` });
  }
  return files;
}

export async function formatContent(root: string, { write }: { write: boolean }): Promise<FormatResult[]> {
  const results: FormatResult[] = [];
  for (const { name, file } of await contentFiles(root)) {
    const text = await readFile(join(root, file), 'utf8');
    try {
      const canonical = canonicalText(name, text);
      const status = canonical === text ? 'canonical' : write ? 'rewritten' : 'differs';
      if (status === 'rewritten') await writeFile(join(root, file), canonical);
      results.push({ file, status });
    } catch (error) {
      if (!(error instanceof NotCanonicalizable)) throw error;
      results.push({ file, status: 'skipped', reason: error.message });
    }
  }
  return results;
}
