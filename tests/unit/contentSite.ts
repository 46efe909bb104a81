// Repository roots for the content checks' unit tests (publishing/entries.test.ts, publishing/translations.test.ts)
// and the layer table's planted imports (tests/lint/layers.test.ts), with the files of a valid news item and press
// release, which a test changes to what it checks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ContentError, loadEntries } from '../../publishing/entries';

/**
 * A repository root holding only the given files, removed when the test that made it ends (a hook
 * registered per call: this module is loaded once per worker, D85).
 */
export function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The content check's refusals of the files under `root`, one line each; none when it accepts them. */
export async function problems(root: string): Promise<readonly string[]> {
  try {
    await loadEntries(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** A news item's file, `fields` in place of its own. */
export const newsItem = (fields: Record<string, string | number> = {}) =>
  Object.entries({
    id: 1,
    date: "'2025-01-02'",
    headline: 'A headline',
    uri: 'https://www.datacenterdynamics.com/en/news/',
    publication: 'DCD',
    type: 'News Article',
    ...fields,
  })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');

/** A press release's file. */
export const release = `---
date: '2025-01-02'
headline: A release
id: 7
dateline: 'LONDON, 2 January 2025'
summary: What it says, in one sentence long enough for a search result.
---

The *first* paragraph, with [a link](https://example.com).

- a list item
`;
