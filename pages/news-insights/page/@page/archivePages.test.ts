import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newsPageSize } from '../../../../domain/newsPages';
import { hasArchivePages } from './archivePages';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository root whose content holds `count` published news items and nothing else. */
function siteWithNews(count: number): string {
  const root = mkdtempSync(join(tmpdir(), 'archive-'));
  roots.push(root);
  mkdirSync(join(root, 'content', 'news'), { recursive: true });
  for (let id = 1; id <= count; id += 1) {
    const day = String((id % 28) + 1).padStart(2, '0');
    writeFileSync(
      join(root, 'content', 'news', `item-${id}.yaml`),
      `id: ${id}\ndate: '2024-03-${day}'\nheadline: 'Item ${id}'\nuri: 'https://news.example/${id}'\npublication: 'DCD'\ntype: News Article\n`,
    );
  }
  return root;
}

describe('the archive route is prerendered only when there are archive pages', () => {
  // One page at most up to a full page, so no archive page; past that, archive pages.
  it.each([1, newsPageSize, newsPageSize + 1, newsPageSize * 2 + 1])('with %i items', async (count) => {
    expect(await hasArchivePages(siteWithNews(count))).toBe(count > newsPageSize);
  });
});
