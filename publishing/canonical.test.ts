/** The one file shape (publishing/canonical.ts): every committed content file has it, and the writer keeps it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalText, NotCanonicalizable } from './canonical';
import { contentFiles, formatContent } from './formatContent';
import { repoRoot } from './entries';

describe('every content file', () => {
  it('is in the shape the editor writes (fix: npm run content:format)', async () => {
    const results = await formatContent(repoRoot, { write: false });
    expect(results.length).toBe((await contentFiles(repoRoot)).length);
    const wrong = results
      .filter((result) => result.status !== 'canonical')
      .map(({ file, reason }) => `${file}: ${reason ?? 'not in the editor’s shape; run npm run content:format'}`);
    expect(wrong).toEqual([]);
  });
});

describe('the canonical writer', () => {
  it('orders fields as the schema does, unquotes what YAML allows and writes no default it can omit', () => {
    const hand = [
      'id: 7',
      "date: '2025-07-01'",
      "headline: 'Nexoform opens a Nordic office'",
      'uri: https://example.com/news/',
      "target: ''",
      'publication: DCD',
      'type: News Article',
      '',
    ].join('\n');
    expect(canonicalText('news', hand)).toBe(
      [
        'headline: Nexoform opens a Nordic office',
        'id: 7',
        'date: 2025-07-01',
        'uri: https://example.com/news/',
        'publication: DCD',
        'type: News Article',
        '',
      ].join('\n'),
    );
  });

  it('writes a press release as front matter, then the body with no blank line between', () => {
    const hand =
      "---\nheadline: A release\ndate: '2025-01-02'\nback: home\n---\n\nText *one*.\n\n## A part\n\n> Said.\n";
    expect(canonicalText('pressReleases', hand)).toBe(
      '---\nheadline: A release\ndate: 2025-01-02\nlisted: true\n---\nText *one*.\n\n## A part\n\n> Said.\n',
    );
  });

  it('is stable: a canonical file is written back unchanged', () => {
    const team = canonicalText('team', 'order: 3\nfullname: Jane Doe\njobtitle: A\nbiography: |-\n  One.\n\n  Two.\n');
    expect(team).toBe('fullname: Jane Doe\norder: 3\njobtitle: A\nbiography: |-\n  One.\n\n  Two.\n');
    expect(canonicalText('team', team)).toBe(team);
  });

  it('keeps a value it does not know and a field the schema lacks for the schema check to report', () => {
    expect(canonicalText('news', 'type: Tweet\n')).toBe('type: Tweet\n');
    expect(() => canonicalText('news', 'headlin: typo\n')).toThrow(NotCanonicalizable);
    expect(() => canonicalText('news', 'a: [\n')).toThrow(/not valid YAML/);
  });

  it('agrees with the example entries of docs/editing.md, which are therefore written as the editor writes them', () => {
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
});
