import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { editorNumbers, numberOf } from './newsIds.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'news-ids-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
/** Writes each file, by its path in the repository. */
function files(contents: Record<string, string>) {
  for (const [path, text] of Object.entries(contents)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('the id a new news item starts with', () => {
  it('is one more than the highest id in content/news, whatever the order of the files', async () => {
    files({
      'content/news/a.yaml': "headline: A\nid: 7\ndate: '2024-01-01'\n",
      'content/news/b.yaml': "id: 31\nheadline: 'id: 99 in a headline'\n",
      'content/news/with-photo/image.jpg': 'not yaml',
    });
    expect((await editorNumbers(root)).nextId).toBe(32);
  });

  it('counts the ids in the front matter of press releases, not in their text', async () => {
    files({
      'content/news/a.yaml': 'id: 7\n',
      'content/press-releases/r.md': "---\ndate: '2025-01-01'\nid: 12\n---\n\nid: 500\n",
    });
    expect((await editorNumbers(root)).nextId).toBe(13);
  });

  it('is 1 when there is no news yet', async () => {
    expect((await editorNumbers(root)).nextId).toBe(1);
  });

  it('reads a quoted id, and ignores a file being typed into that has none yet', () => {
    expect(numberOf("id: '12'\n", 'id')).toBe(12);
    expect(numberOf('headline: Draft\n', 'id')).toBe(0);
  });

  it('lists the ids in use by file, for the form to name the file that has one, and the English entries, not their translations', async () => {
    files({
      'content/news/a.yaml': 'headline: A\nid: 7\n',
      'content/news/b.yaml': 'headline: B\nid: 3\n',
      'content/news/de/a.yaml': 'headline: A auf Deutsch\n',
      'content/press-releases/x.md': '---\nheadline: X\n---\n',
      'content/press-releases/x/photo.jpg': '',
    });
    expect(await editorNumbers(root)).toEqual({
      nextId: 8,
      ids: { 'content/news/a.yaml': 7, 'content/news/b.yaml': 3 },
      nextOrder: 1,
      englishFiles: ['content/news/a.yaml', 'content/news/b.yaml', 'content/press-releases/x.md'],
    });
  });
});

it('gives a new team member the position one more than the highest order in content/team', async () => {
  files({ 'content/team/a.yaml': 'fullname: A\norder: 12\n', 'content/team/b.yaml': 'fullname: B\norder: 2\n' });
  expect((await editorNumbers(root)).nextOrder).toBe(13);
});
