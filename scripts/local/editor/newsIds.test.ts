import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idOf, nextNewsId } from './newsIds.mjs';

describe('the id a new news item starts with', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'news-ids-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is one more than the highest id in content/news, whatever the order of the files', async () => {
    mkdirSync(join(root, 'content/news/with-photo'), { recursive: true });
    writeFileSync(join(root, 'content/news/a.yaml'), "headline: A\nid: 7\ndate: '2024-01-01'\n");
    writeFileSync(join(root, 'content/news/b.yaml'), "id: 31\nheadline: 'id: 99 in a headline'\n");
    writeFileSync(join(root, 'content/news/with-photo/image.jpg'), 'not yaml');
    expect(await nextNewsId(root)).toBe(32);
  });

  it('counts the ids in the front matter of press releases, not in their text', async () => {
    mkdirSync(join(root, 'content/news'), { recursive: true });
    mkdirSync(join(root, 'content/press-releases'), { recursive: true });
    writeFileSync(join(root, 'content/news/a.yaml'), 'id: 7\n');
    writeFileSync(join(root, 'content/press-releases/r.md'), "---\ndate: '2025-01-01'\nid: 12\n---\n\nid: 500\n");
    expect(await nextNewsId(root)).toBe(13);
  });

  it('is 1 when there is no news yet', async () => {
    expect(await nextNewsId(root)).toBe(1);
  });

  it('reads a quoted id, and ignores a file being typed into that has none yet', () => {
    expect(idOf("id: '12'\n")).toBe(12);
    expect(idOf('headline: Draft\n')).toBe(0);
  });
});
