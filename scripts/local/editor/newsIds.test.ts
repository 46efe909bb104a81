import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorNumbers, idOf, nextNewsId, nextTeamOrder } from './newsIds.mjs';

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

  it('lists the ids in use by file, for the form to name the file that has one, and the English entries, not their translations', async () => {
    mkdirSync(join(root, 'content/news/de'), { recursive: true });
    mkdirSync(join(root, 'content/press-releases/x'), { recursive: true });
    writeFileSync(join(root, 'content/news/a.yaml'), 'headline: A\nid: 7\n');
    writeFileSync(join(root, 'content/news/b.yaml'), 'headline: B\nid: 3\n');
    writeFileSync(join(root, 'content/news/de/a.yaml'), 'headline: A auf Deutsch\n');
    writeFileSync(join(root, 'content/press-releases/x.md'), '---\nheadline: X\n---\n');
    writeFileSync(join(root, 'content/press-releases/x/photo.jpg'), '');
    expect(await editorNumbers(root)).toEqual({
      nextId: 8,
      ids: { 'content/news/a.yaml': 7, 'content/news/b.yaml': 3 },
      nextOrder: 1,
      englishFiles: ['content/news/a.yaml', 'content/news/b.yaml', 'content/press-releases/x.md'],
    });
  });
});

describe('the position a new team member starts with', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'team-order-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is one more than the highest order in content/team', async () => {
    mkdirSync(join(root, 'content/team'), { recursive: true });
    writeFileSync(join(root, 'content/team/a.yaml'), 'fullname: A\norder: 12\n');
    writeFileSync(join(root, 'content/team/b.yaml'), 'fullname: B\norder: 2\n');
    expect(await nextTeamOrder(root)).toBe(13);
  });
});
