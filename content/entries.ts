/**
 * Reads and checks the content files (news, team, press releases) through the schema in
 * `keystatic.config.ts`: Keystatic's reader parses every field and applies the field's own rules,
 * and the checks below add what a field cannot know alone (ids unique across news items and press
 * releases, real calendar dates, known time zones, photos that exist, one card per release). Any
 * refusal names the file and the field, and fails the build and the tests. `loadPublished` then
 * keeps what the build's clock publishes (content/publishing.ts).
 *
 * Plain Node: used by the build (through content/site.ts and scripts/build/siteFiles.ts) and by tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import { createReader, type EntryWithResolvedLinkedFiles } from '@keystatic/core/reader';
import Markdoc, { type Node } from '@markdoc/markdoc';
import yaml from 'js-yaml';
import keystaticConfig, { isCalendarDate } from '../keystatic.config';
import { splitFrontMatter } from './canonical';
import { outlineProblems } from './outline';
import { publicationInstant, publish, type PublishOptions } from './publishing';
import { isPressReleasePath, releasePathsOutsideNewsroom } from './routes';

type Collections = (typeof keystaticConfig)['collections'];
type CollectionName = keyof Collections;
const contentReader = (root: string) => createReader(root, keystaticConfig);
type ContentReader = ReturnType<typeof contentReader>;
type Read<Name extends CollectionName> = EntryWithResolvedLinkedFiles<Collections[Name]>;

/**
 * The repository root: content paths in the schema are relative to it. The working directory,
 * because every command (build, tests, editor) runs from the root, and a bundled copy of this
 * module no longer sits in `content/`.
 */
export const repoRoot = process.cwd();

/** Extensions the image pipeline turns into responsive AVIF/WebP with a JPEG or PNG fallback. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'] as const;

/** A photo file of an entry, as a path from the repository root with forward slashes (`content/news/x/image.jpg`). */
export type PhotoPath = string;

/** What scheduled publishing adds to an entry (content/publishing.ts). */
type Scheduling = {
  /** The publication time on `date`, with its zone if any; absent: the start of the day. */
  time?: string;
  /** Set only on a preview (`keepScheduled`): the entry is dated after the build's clock. */
  scheduled?: true;
};

/**
 * One item of News & Insights: a file of content/news/, or a listed press release (`newsList`).
 * The list, the home preview and the feed know only this type.
 */
export type NewsEntry = Omit<Read<'news'>, 'target' | 'image' | 'time'> &
  Scheduling & {
    slug: string;
    /** Only `self` is meaningful: the item navigates inside the site. */
    target?: 'self';
    image?: PhotoPath;
  };

export type TeamEntry = Omit<Read<'team'>, 'image'> & { slug: string; image?: PhotoPath };

export type PressReleaseEntry = Omit<Read<'pressReleases'>, 'path' | 'body' | 'image' | 'time'> &
  Scheduling & {
    slug: string;
    /** The photo of its News & Insights card. */
    image?: PhotoPath;
    /** The page's address: the file's `path`, or `/newsroom/<slug>` when it has none. */
    path: string;
    /** The Markdown body, parsed. */
    body: Node;
  };

export type ContentEntries = {
  news: NewsEntry[];
  team: TeamEntry[];
  pressReleases: PressReleaseEntry[];
};

/**
 * One refusal of the content, from the schema's own data (which field, its label, the value), never
 * from the wording of an error: the file, the field, what is wrong and what to do.
 */
export type ContentProblem = {
  file: string;
  field?: string;
  problem: string;
  fix?: string;
  /** For a problem in a body: its line in the body, which orders it among the file's problems. */
  bodyLine?: number;
};

/** `content/news/x.yaml: id 27 is used by content/news/y.yaml; the next free id is 31`. */
export const problemLine = ({ file, field, problem, fix }: ContentProblem) =>
  `${file}: ${field ? `${field} ` : ''}${problem}${fix ? `; ${fix}` : ''}`;

/** Every refusal of the content, one line each (`problems`), and as data (`issues`). */
export class ContentError extends Error {
  readonly problems: readonly string[];
  constructor(readonly issues: readonly ContentProblem[]) {
    const problems = issues.map(problemLine);
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    this.problems = problems;
    this.name = 'ContentError';
    // What a person can act on is the list; where in the build it was found is of no use to them.
    this.stack = this.message;
  }
}

const extensions: Record<CollectionName, string> = { news: '.yaml', team: '.yaml', pressReleases: '.md' };
const folder = (name: CollectionName) => (keystaticConfig.collections[name].path ?? name).replace(/\/\*$/, '');
/** The entry's file, relative to the repository root, as people see it. */
export const entryFile = (name: CollectionName, slug: string) => `${folder(name)}/${slug}${extensions[name]}`;

/** What a field is, at run time: enough to call its own reader and name it. */
type SchemaField = {
  kind: string;
  formKind?: string;
  label?: string;
  reader?: {
    parse?: (value: unknown, args?: unknown) => unknown;
    parseWithSlug?: (value: unknown, args: { slug: string; glob: '*' | '**' }) => unknown;
  };
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Each field of one entry through the field's own reader, so a refusal is known by its field: the
 * same rules the editor's form applies. What the field says is kept as it is, without its label
 * in front (the line names the field already).
 */
function fieldIssues(name: CollectionName, slug: string, loaded: Record<string, unknown>): ContentProblem[] {
  const file = entryFile(name, slug);
  const collection = keystaticConfig.collections[name];
  const schema = collection.schema as Record<string, SchemaField>;
  const format = collection.format;
  const contentField = typeof format === 'object' && typeof format.contentField === 'string' ? format.contentField : '';
  const issues: ContentProblem[] = [];
  const fieldNames = Object.keys(schema).filter((key) => key !== contentField);
  for (const key of Object.keys(loaded).filter((key) => !fieldNames.includes(key)))
    issues.push({
      file,
      field: key,
      problem: 'is not a field of this kind of entry',
      fix: `remove it or correct its name (the fields are ${fieldNames.join(', ')})`,
    });
  for (const key of fieldNames) {
    const field = schema[key]!;
    const value = loaded[key];
    if (field.formKind === 'asset') continue; // a photo: checked below, with its file
    try {
      if (key === collection.slugField) field.reader?.parseWithSlug?.(value, { slug, glob: '*' });
      else field.reader?.parse?.(value);
    } catch (error) {
      const label = field.label ?? key;
      const said = error instanceof Error ? error.message : String(error);
      const problem = said.startsWith(`${label} `)
        ? said.slice(label.length + 1)
        : said.replace(/^./, (c) => c.toLowerCase());
      issues.push(
        isEmpty(value)
          ? { file, field: key, problem: 'is missing', fix: `add \`${key}:\` with the ${label.toLowerCase()}` }
          : { file, field: key, problem },
      );
    }
  }
  return issues;
}

/** The stored data of an entry file, or the problem that stops it being read at all. */
async function loadData(
  root: string,
  name: CollectionName,
  slug: string,
): Promise<{ data: Record<string, unknown> } | { issue: ContentProblem }> {
  const file = entryFile(name, slug);
  const text = await readFile(join(root, file), 'utf8');
  const split = extensions[name] === '.md' ? splitFrontMatter(text) : { data: text };
  if (!split)
    return {
      issue: { file, problem: 'has no front matter', fix: 'start the file with a line `---`, the fields, and `---`' },
    };
  try {
    const data = (yaml.load(split.data) ?? {}) as unknown;
    if (typeof data === 'object' && data !== null && !Array.isArray(data))
      return { data: data as Record<string, unknown> };
    return { issue: { file, problem: 'is not a list of `field: value` lines', fix: 'write one field per line' } };
  } catch (error) {
    const line = error instanceof yaml.YAMLException ? error.mark.line + 1 : undefined;
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    return {
      issue: {
        file,
        problem: `is not valid YAML${line ? ` at line ${line}` : ''} (${reason})`,
        fix: 'check the quotes and the indentation on that line',
      },
    };
  }
}

/** Reads every entry of one collection; a refused entry adds problems instead of stopping the others. */
async function readAll<Name extends CollectionName>(
  root: string,
  reader: ContentReader,
  name: Name,
  problems: ContentProblem[],
): Promise<{ slug: string; entry: Read<Name> }[]> {
  const collection = reader.collections[name];
  const slugs = (await collection.list()).sort();
  const entries: { slug: string; entry: Read<Name> }[] = [];
  for (const slug of slugs) {
    const loaded = await loadData(root, name, slug);
    const issues = 'issue' in loaded ? [loaded.issue] : fieldIssues(name, slug, loaded.data);
    if (issues.length > 0) {
      problems.push(...issues);
      // The text of a refused release is checked too: every problem of a file is named at once.
      if (name === 'pressReleases' && 'data' in loaded) {
        const body = splitFrontMatter(await readFile(join(root, entryFile(name, slug)), 'utf8'))?.body ?? '';
        bodyProblems(root, entryFile(name, slug), Markdoc.parse(body), problems);
      }
      continue;
    }
    try {
      const entry = (await collection.read(slug, { resolveLinkedFiles: true })) as Read<Name> | null;
      if (entry) entries.push({ slug, entry });
    } catch (error) {
      // Every field passed its own reader above: what is left is the file as a whole.
      problems.push({ file: entryFile(name, slug), problem: `cannot be read (${String(error).split('\n')[0]})` });
    }
  }
  return entries;
}

/** Resolves an entry's `image` (relative to the entry file) and checks that it is a photo that exists. */
function photo(
  root: string,
  file: string,
  value: string | null,
  problems: ContentProblem[],
  field = 'image',
): PhotoPath | undefined {
  if (!value) return undefined;
  const absolute = resolve(root, dirname(file), value);
  const path = relative(root, absolute).split('\\').join('/');
  if (value.startsWith('/') || path.startsWith('..') || !path.startsWith(`${posix.dirname(file)}/`)) {
    problems.push({
      file,
      field,
      problem: `must be a path relative to the entry file, inside its folder, not ${value}`,
      fix: `put the photo in ${posix.dirname(file)}/ and write ./<folder>/<photo>`,
    });
  } else if (!(photoExtensions as readonly string[]).includes(extname(path).toLowerCase())) {
    problems.push({ file, field, problem: `must be a ${photoExtensions.join(', ')} file, not ${value}` });
  } else if (!existsSync(join(root, path))) {
    problems.push({
      file,
      field,
      problem: `${value} does not exist (looked for ${path})`,
      fix: 'add the photo or correct the path',
    });
  } else {
    return path;
  }
  return undefined;
}

function checkDate(file: string, date: string | null, problems: ContentProblem[]) {
  if (date && !isCalendarDate(date))
    problems.push({ file, field: 'date', problem: `must be a real date written YYYY-MM-DD, not ${date}` });
}

/**
 * Reads all content files under `root` (the repository by default) and checks them.
 * @throws ContentError listing every problem found, each with its file and field.
 */
export async function loadEntries(root: string = repoRoot): Promise<ContentEntries> {
  const reader = contentReader(root);
  const problems: ContentProblem[] = [];

  const readNews = await readAll(root, reader, 'news', problems);
  const readTeam = await readAll(root, reader, 'team', problems);
  const readReleases = await readAll(root, reader, 'pressReleases', problems);
  // News items and press releases share one id space (each release is a card of the list).
  const nextFreeId =
    Math.max(0, ...readNews.map(({ entry }) => entry.id), ...readReleases.map(({ entry }) => entry.id)) + 1;
  const news = readNews.map(({ slug, entry }): NewsEntry => {
    const file = entryFile('news', slug);
    checkDate(file, entry.date, problems);
    const { target, image, time, ...rest } = entry;
    checkTime(file, entry.date, time, problems);
    return {
      ...rest,
      slug,
      ...(target === 'self' ? { target } : {}),
      ...optional('time', time || undefined),
      ...optional('image', photo(root, file, image, problems)),
    };
  });

  const team = readTeam
    .map(({ slug, entry }): TeamEntry => {
      const file = entryFile('team', slug);
      const { image, ...rest } = entry;
      return { ...rest, slug, ...optional('image', photo(root, file, image, problems)) };
    })
    .sort((a, b) => a.order - b.order || a.fullname.localeCompare(b.fullname));

  const paths = new Map<string, string>();
  const pressReleases = readReleases.map(({ slug, entry }): PressReleaseEntry => {
    const file = entryFile('pressReleases', slug);
    checkDate(file, entry.date, problems);
    const path = entry.path || `/newsroom/${slug}`;
    if (!isPressReleasePath(path))
      problems.push({
        file,
        field: 'path',
        problem: `must be empty (the release is then at /newsroom/${slug}), /newsroom/<name> or one of ${releasePathsOutsideNewsroom.join(', ')}`,
      });
    const other = paths.get(path);
    if (other) problems.push({ file, field: 'path', problem: `${path} is used by ${other}`, fix: 'choose another' });
    paths.set(path, file);
    bodyProblems(root, file, entry.body.node, problems);
    checkTime(file, entry.date, entry.time, problems);
    const { image, time, body, ...rest } = entry;
    return {
      ...rest,
      slug,
      path,
      body: body.node,
      ...optional('time', time || undefined),
      ...optional('image', photo(root, file, image, problems)),
    };
  });
  checkIds(
    [
      ...news.map((item) => ({ file: entryFile('news', item.slug), id: item.id, date: item.date })),
      ...pressReleases.map((item) => ({ file: entryFile('pressReleases', item.slug), id: item.id, date: item.date })),
    ],
    nextFreeId,
    changedFiles(root),
    problems,
  );
  checkOneCardPerRelease(news, pressReleases, problems);

  if (problems.length > 0) throw new ContentError(inFileOrder(root, problems));
  return { news, team, pressReleases };
}

/** A time the schema's pattern let through can still name a zone this runtime does not know. */
function checkTime(file: string, date: string, time: string, problems: ContentProblem[]) {
  if (!time) return;
  try {
    publicationInstant(date, time);
  } catch (error) {
    // The message names its field first ("time must be HH:MM…"); the problem line names it once.
    const message = error instanceof Error ? error.message : String(error);
    const [, field = 'time', problem = message] = /^(date|time) (.*)$/s.exec(message) ?? [];
    problems.push({ file, field, problem });
  }
}

/**
 * News items and press releases share one id space (each release is a card of the list). Of the
 * entries that use one id, the one to change is the newer: a file git does not know or sees changed
 * before one it has, then the later date, then the later file; the others keep the id.
 */
function checkIds(
  entries: readonly { file: string; id: number; date: string }[],
  nextFreeId: number,
  changed: ReadonlySet<string>,
  problems: ContentProblem[],
) {
  const byId = new Map<number, (typeof entries)[number][]>();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  for (const [id, users] of byId) {
    if (users.length < 2) continue;
    const [kept, ...others] = users
      .map((entry, order) => ({ ...entry, order }))
      .sort(
        (a, b) =>
          Number(changed.has(a.file)) - Number(changed.has(b.file)) ||
          a.date.localeCompare(b.date) ||
          a.order - b.order,
      );
    for (const other of others)
      problems.push({
        file: other.file,
        field: 'id',
        problem: `${id} is used by ${kept!.file}`,
        fix: `the next free id is ${nextFreeId}`,
      });
  }
}

/** The content files git sees as new or changed (none outside a git checkout). */
function changedFiles(root: string): ReadonlySet<string> {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const prefix = execFileSync('git', ['rev-parse', '--show-prefix'], { cwd: root, encoding: 'utf8' }).trim();
    return new Set(
      status
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3).replace(/^.* -> /, ''))
        .map((path) => (prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path)),
    );
  } catch {
    return new Set();
  }
}

/**
 * The problems by file, and in a file by the line they concern: a field's line, then the body's
 * problems after the front matter, by their line.
 */
function inFileOrder(root: string, problems: readonly ContentProblem[]): ContentProblem[] {
  const texts = new Map<string, string[]>();
  const lines = (file: string) => {
    if (!texts.has(file)) {
      let text = '';
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        // a file that cannot be read sorts its problems by field order alone
      }
      texts.set(file, text.split('\n'));
    }
    return texts.get(file)!;
  };
  const lineOf = ({ file, field, problem, bodyLine }: ContentProblem) => {
    const fileLines = lines(file);
    if (field === 'body' || field === 'body photo') {
      const frontMatterEnd = fileLines.findIndex((line, index) => index > 0 && line.trim() === '---');
      return frontMatterEnd + 1 + (bodyLine ?? Number(/\bline (\d+)\b/.exec(problem)?.[1] ?? 0));
    }
    if (!field) return 0;
    const at = fileLines.findIndex((line) => line.startsWith(`${field}:`));
    return at < 0 ? 0 : at + 1;
  };
  return problems
    .map((problem, order) => ({ problem, order, line: lineOf(problem) }))
    .sort(
      (a, b) =>
        (a.problem.file < b.problem.file ? -1 : a.problem.file > b.problem.file ? 1 : 0) ||
        a.line - b.line ||
        a.order - b.order,
    )
    .map(({ problem }) => problem);
}

/**
 * A listed press release has its own card (content/publishing.ts `newsList`): a news file that
 * links to it would list it twice.
 */
function checkOneCardPerRelease(
  news: readonly NewsEntry[],
  releases: readonly PressReleaseEntry[],
  problems: ContentProblem[],
) {
  for (const item of news) {
    const release = releases.find((candidate) => candidate.listed && candidate.path === item.uri);
    if (release)
      problems.push({
        file: entryFile('news', item.slug),
        field: 'uri',
        problem: `${item.uri} is the press release ${entryFile('pressReleases', release.slug)}, which News & Insights already lists`,
        fix: 'delete this file (or set listed: false in the release)',
      });
  }
}

/** Reads and checks the content files, then keeps what a build at the clock publishes (`publish`). */
export async function loadPublished(root: string = repoRoot, options: PublishOptions = {}): Promise<ContentEntries> {
  return publish(await loadEntries(root), options);
}

/** What is wrong in a release's text: Markdoc's own checks, the outline, the photos. */
function bodyProblems(root: string, file: string, body: Node, problems: ContentProblem[]) {
  for (const error of Markdoc.validate(body))
    problems.push({
      file,
      field: 'body',
      problem: `line ${error.lines[0] ?? '?'}: ${error.error.message}`,
      ...optional('bodyLine', error.lines[0]),
    });
  problems.push(...outlineProblems(body).map((issue) => ({ file, field: 'body', ...issue })));
  bodyPhotos(root, file, body, problems);
}

/**
 * Photos in a body (`![what it shows](./<file name>/photo.jpg)`): a description for people who
 * cannot see them, and a file beside the entry. Their `src` becomes the photo's path from the
 * repository root, which the page resolves through the image pipeline.
 */
function bodyPhotos(root: string, file: string, body: Node, problems: ContentProblem[]) {
  for (const node of body.walk()) {
    if (node.type !== 'image') continue;
    const src = String(node.attributes.src ?? '');
    const line = node.lines[0] === undefined ? '' : ` (line ${node.lines[0] + 1})`;
    const at = optional('bodyLine', node.lines[0] === undefined ? undefined : node.lines[0] + 1);
    if (!String(node.attributes.alt ?? '').trim())
      problems.push({
        file,
        field: 'body',
        problem: `the photo ${src}${line} has no description`,
        fix: 'write what it shows between the brackets: ![what it shows](…)',
        ...at,
      });
    const found: ContentProblem[] = [];
    const path = photo(root, file, decodeURI(src), found, 'body photo');
    problems.push(...found.map((problem) => ({ ...problem, ...at })));
    if (path) node.attributes.src = path;
  }
}

const optional = <Key extends string, Value>(key: Key, value: Value | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
