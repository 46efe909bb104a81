import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The repository explains itself: comments and docs cite files in docs/, and every
// `docs/<name>.md#anchor` they cite exists. See docs/architecture.md.

const root = resolve(__dirname, '../..');
/** The files `git ls-files` lists with `options`. */
const gitFiles = (...options: string[]) =>
  execFileSync('git', ['ls-files', '-z', ...options], { cwd: root, encoding: 'utf8' }).match(/[^\0]+/g) ?? [];
const tracked = gitFiles()
  .filter((path) => existsSync(resolve(root, path)))
  .filter((path) => !/\.(png|jpe?g|webp|avif|ico|pdf|mp4|webm|woff2?)$/.test(path))
  .filter((path) => path !== 'package-lock.json');
const text = (path: string) => readFileSync(resolve(root, path), 'utf8');
/** Every line of `paths`, each with where it is (`path:line`). */
function* linesOf(paths: string[]) {
  for (const path of paths)
    for (const [index, line] of text(path).split('\n').entries()) yield { at: `${path}:${index + 1}`, line };
}

/** What names a document outside this repository, built from parts so that this file does not cite one itself. */
const outsidePatterns = [
  ...['ARCHITECTURE', 'QUALITY', 'UI-CONTRACT', 'DECISIONS', 'STYLE'].map((name) => new RegExp(`\\b${name}\\.md`)),
  /\.\.\/shared\b/,
  /\bspec §\d/,
];

/** The anchors a Markdown file offers: explicit `<a id>` and GitHub's heading slugs. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!));
  for (const [, heading] of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    const words = heading!.trim().toLowerCase();
    anchors.add(words.replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-'));
  }
  return anchors;
}

describe('the repository cites only its own documents', () => {
  it('names no document outside the repository, in any file', () => {
    const offending = [...linesOf(tracked)].filter(({ line }) => outsidePatterns.some((pattern) => pattern.test(line)));
    expect(offending.map(({ at, line }) => `${at}: ${line.trim()}`)).toEqual([]);
  });

  it('every cited docs/<file>.md#anchor exists', () => {
    const broken: string[] = [];
    const cite = /(?:^|[^\w/])(?:docs\/)?([a-z-]+\.md)#([\w-]+)/g;
    for (const path of tracked) {
      const inDocs = path.startsWith('docs/');
      for (const [whole, file, anchor] of text(path).matchAll(cite)) {
        // Outside docs/, only `docs/…` citations; inside, the relative links between docs.
        if (!inDocs && !whole.includes('docs/')) continue;
        const target = resolve(root, 'docs', file!);
        if (!existsSync(target)) broken.push(`${path}: ${file}#${anchor} (no such file)`);
        else if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor!)) broken.push(`${path}: ${file}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('defines every product decision D1–D18 with its anchor', () => {
    const anchors = anchorsOf(text('docs/decisions.md'));
    expect(Array.from({ length: 18 }, (_, index) => `d${index + 1}`).filter((id) => !anchors.has(id))).toEqual([]);
  });

  it('keeps the product sections 1–9 that code cites as docs/product.md §N', () => {
    const headings = [...text('docs/product.md').matchAll(/^## (\d)\. /gm)].map((match) => Number(match[1]));
    expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const cited = tracked.flatMap((path) =>
      [...text(path).matchAll(/docs\/product\.md §(\d+)/g)].map((match) => Number(match[1])),
    );
    expect(cited.filter((section) => !headings.includes(section))).toEqual([]);
  });
});

/** Top-level folders of this repository whose paths comments and docs cite, as a pattern. */
const citedRoots =
  'components|content|docs|domain|hosting|extensions|functions|pages|patches|public|publishing|scripts|services|' +
  'tests|theme|\\.ci|\\.github';
const citedPath = new RegExp(`(?<![\\w./@-])((?:${citedRoots})/[\\w@+./-]*[\\w/])`, 'g');
/** Owners' entries: docs/editing.md's recipes name example entries that are not (and must not be) in the repository. */
const exampleEntry = /^content\/(news|team|press-releases)\/./;
/** Vike's `+file` names, cited alone, must be a file some route has. */
const vikeFile = /(?<![\w/])(\+[A-Za-z]+\.(?:ts|tsx))\b/g;

describe('the repository cites only paths that exist', () => {
  const allFiles = tracked.concat(gitFiles('--others', '--exclude-standard'));
  /** What a build writes and git ignores (`functions/lib/`) exists only after that build. */
  const ignored = (path: string) =>
    spawnSync('git', ['check-ignore', '-q', '--no-index', `${path}/`], { cwd: root }).status === 0;
  const exists = (path: string) => {
    const bare = path.replace(/\/$/, '').replace(/#.*$/, '');
    return existsSync(resolve(root, bare)) || allFiles.some((file) => file.startsWith(`${bare}.`)) || ignored(bare);
  };
  const vikeFiles = new Set(allFiles.filter((file) => file.startsWith('pages/')).map((file) => file.split('/').pop()));

  it('holds for every file but the tests', () => {
    const missing: string[] = [];
    for (const { at, line } of linesOf(tracked.filter((path) => !/\.(test|spec)\.tsx?$/.test(path)))) {
      for (const match of line.matchAll(citedPath)) {
        const cited = match[1]!;
        // A path built in code (`project-${index}.jpg`) or a placeholder (`<slug>`) names no one file.
        if (/^[\w.@+-]*[$<{*]/.test(line.slice(match.index + match[0].length))) continue;
        if (!exampleEntry.test(cited) && !exists(cited)) missing.push(`${at}: ${cited}`);
      }
      for (const [, name] of line.matchAll(vikeFile))
        if (!vikeFiles.has(name!)) missing.push(`${at}: ${name} (no route has it)`);
    }
    expect(missing).toEqual([]);
  });
});
