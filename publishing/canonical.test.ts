/** The one file shape (publishing/canonical.ts): every committed content file has it, and the writer keeps it. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { canonicalText, NotCanonicalizable } from './canonical';
import { contentFiles, formatContent } from './formatContent';
import { repoRoot } from './entries';
import type { CollectionName } from './entryTypes';

it('every content file is in the shape the editor writes (fix: npm run content:format)', async () => {
  const results = await formatContent(repoRoot, { write: false });
  expect(results.length).toBe((await contentFiles(repoRoot)).length);
  const wrong = results
    .filter((result) => result.status !== 'canonical')
    .map(({ file, reason }) => `${file}: ${reason ?? 'not in the editor’s shape; run npm run content:format'}`);
  expect(wrong).toEqual([]);
});

it.each<[string, CollectionName, string, string]>([
  [
    'orders fields as the schema does, unquotes what YAML allows and writes no default it can omit',
    'news',
    "id: 7\ndate: '2025-07-01'\nheadline: 'Nexoform opens a Nordic office'\nuri: https://example.com/news/\ntarget: ''\npublication: DCD\ntype: News Article\n",
    'headline: Nexoform opens a Nordic office\nid: 7\ndate: 2025-07-01\nuri: https://example.com/news/\npublication: DCD\ntype: News Article\n',
  ],
  [
    'writes a press release as front matter, then the body with no blank line between',
    'pressReleases',
    "---\nheadline: A release\ndate: '2025-01-02'\nback: home\n---\n\nText *one*.\n\n## A part\n\n> Said.\n",
    '---\nheadline: A release\ndate: 2025-01-02\nlisted: true\n---\nText *one*.\n\n## A part\n\n> Said.\n',
  ],
  [
    'orders a team member’s fields and keeps its biography a block of lines',
    'team',
    'order: 3\nfullname: Jane Doe\njobtitle: A\nbiography: |-\n  One.\n\n  Two.\n',
    'fullname: Jane Doe\norder: 3\njobtitle: A\nbiography: |-\n  One.\n\n  Two.\n',
  ],
])(
  'the canonical writer %s, and is stable: what it writes it writes back unchanged',
  (_name, kind, hand, canonical) => {
    expect(canonicalText(kind, hand)).toBe(canonical);
    expect(canonicalText(kind, canonical)).toBe(canonical);
  },
);

it('the canonical writer keeps a value it does not know and a field the schema lacks for the schema check to report', () => {
  expect(canonicalText('news', 'type: Tweet\n')).toBe('type: Tweet\n');
  expect(() => canonicalText('news', 'headlin: typo\n')).toThrow(NotCanonicalizable);
  expect(() => canonicalText('news', 'a: [\n')).toThrow(/not valid YAML/);
});

it('the canonical writer agrees with the example entries of docs/editing.md, which are therefore written as the editor writes them', () => {
  const readme = readFileSync(`${repoRoot}/docs/editing.md`, 'utf8');
  const blocks = [...readme.matchAll(/```(yaml|markdown)\n([^]*?)```/g)].map(([, kind, text]) => ({
    kind,
    // A block inside a list item is indented by the item's depth.
    text: text!.replace(new RegExp(`^${/^ */.exec(text!)![0]}`, 'gm'), ''),
  }));
  const examples = blocks.map(({ kind, text }) =>
    kind === 'markdown'
      ? { name: 'pressReleases' as const, text }
      : { name: /^fullname:/m.test(text) ? ('team' as const) : ('news' as const), text },
  );
  expect(examples.length).toBeGreaterThanOrEqual(3);
  for (const { name, text } of examples) expect(canonicalText(name, text), text).toBe(text);
});
