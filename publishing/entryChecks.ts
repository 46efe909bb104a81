/**
 * What a field cannot know alone, checked across an entry and across all entries: each field
 * through its own reader, real calendar dates, known time zones, photos that exist beside the
 * entry, ids unique across news items and press releases, a release's address, one card per
 * release, and a release's text (Markdoc's checks, its outline, its photos). Each check adds
 * problems that name the file and the field; publishing/entries.ts runs them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import Markdoc, { type Node } from '@markdoc/markdoc';
import { isCalendarDate } from '../keystatic.config';
import { outlineProblems } from './outline';
import { publicationInstant } from './publicationInstant';
import {
  entryFile,
  type ContentProblem,
  type NewsEntry,
  type PhotoPath,
  type PressReleaseEntry,
  type SchemaField,
} from './entryTypes';

/** Extensions the image pipeline turns into responsive AVIF/WebP with a JPEG or PNG fallback. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'] as const;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Each field of a file the schema describes (an entry, with its slug, or a singleton) through the
 * field's own reader, so a refusal is known by its field: the same rules the editor's form applies.
 * What the field says is kept as it is, without its label in front (the line names the field already).
 */
export function schemaIssues(
  file: string,
  { schema: fields, format }: { schema: object; format?: unknown },
  loaded: Record<string, unknown>,
  { slug = '', slugField = '' }: { slug?: string; slugField?: string } = {},
): ContentProblem[] {
  const schema = fields as Record<string, SchemaField>;
  const { contentField } = (typeof format === 'object' ? format : {}) as { contentField?: unknown };
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
      if (key === slugField) field.reader?.parseWithSlug?.(value, { slug, glob: '*' });
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

/** Resolves an entry's `image` (relative to the entry file) and checks that it is a photo that exists. */
export function photo(
  root: string,
  file: string,
  value: string | null,
  problems: ContentProblem[],
  field = 'image',
): PhotoPath | undefined {
  if (!value) return undefined;
  const path = relative(root, resolve(root, dirname(file), value)).replaceAll('\\', '/');
  const refuse = (problem: string, fix?: string) => {
    problems.push({ file, field, problem, ...optional('fix', fix) });
    return undefined;
  };
  if (value.startsWith('/') || path.startsWith('..') || !path.startsWith(`${posix.dirname(file)}/`))
    return refuse(
      `must be a path relative to the entry file, inside its folder, not ${value}`,
      `put the photo in ${posix.dirname(file)}/ and write ./<folder>/<photo>`,
    );
  if (!(photoExtensions as readonly string[]).includes(extname(path).toLowerCase()))
    return refuse(`must be a ${photoExtensions.join(', ')} file, not ${value}`);
  if (!existsSync(join(root, path)))
    return refuse(`${value} does not exist (looked for ${path})`, 'add the photo or correct the path');
  return path;
}

export function checkDate(file: string, date: string | null, problems: ContentProblem[]) {
  if (date && !isCalendarDate(date))
    problems.push({ file, field: 'date', problem: `must be a real date written YYYY-MM-DD, not ${date}` });
}

/** A time the schema's pattern let through can still name a zone this runtime does not know. */
export function checkTime(file: string, date: string, time: string, problems: ContentProblem[]) {
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
export function checkIds(
  news: readonly NewsEntry[],
  releases: readonly PressReleaseEntry[],
  root: string,
  problems: ContentProblem[],
) {
  const entries = [
    ...news.map((item) => ({ ...item, file: entryFile('news', item.slug) })),
    ...releases.map((item) => ({ ...item, file: entryFile('pressReleases', item.slug) })),
  ];
  const nextFreeId = Math.max(0, ...entries.map(({ id }) => id)) + 1;
  const byId = new Map<number, typeof entries>();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  // Asked of git only when an id is shared: a spawn the common case never needs.
  let known: ReadonlySet<string> | undefined;
  for (const [id, users] of byId) {
    if (users.length < 2) continue;
    const changed = (known ??= changedFiles(root));
    // The sort is stable: entries alike stay in file order.
    const [kept, ...others] = users.toSorted(
      (a, b) => Number(changed.has(a.file)) - Number(changed.has(b.file)) || a.date.localeCompare(b.date),
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
    // With -z git writes each path as it is; without it, a path with a quote, a backslash or a
    // letter outside ASCII comes quoted and escaped, and would never match an entry's file.
    const status = execFileSync('git', ['status', '--porcelain', '-z', '--untracked-files=all', '--', 'content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const prefix = execFileSync('git', ['rev-parse', '--show-prefix'], { cwd: root, encoding: 'utf8' }).trim();
    const fields = status.split('\0');
    const changed = new Set<string>();
    for (let index = 0; index < fields.length; index++) {
      const field = fields[index]!;
      if (!field) continue;
      const path = field.slice(3);
      changed.add(prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path);
      // A rename's or copy's source path follows as a field of its own, not a status line: skipped.
      if (/[RC]/.test(field.slice(0, 2))) index++;
    }
    return changed;
  } catch {
    return new Set();
  }
}

/**
 * A listed press release has its own card (publishing/newsList.ts): a news file that
 * links to it would list it twice.
 */
export function checkOneCardPerRelease(
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

/** What is wrong in a release's text: Markdoc's own checks, the outline, the photos. */
export function bodyProblems(
  root: string,
  file: string,
  body: Node,
  problems: ContentProblem[],
  /** The file the photos sit beside: a translation's are its English entry's. */
  photosBeside = file,
) {
  for (const error of Markdoc.validate(body))
    problems.push({
      file,
      field: 'body',
      problem: `line ${error.lines[0] ?? '?'}: ${error.error.message}`,
      ...optional('bodyLine', error.lines[0]),
    });
  problems.push(...outlineProblems(body).map((issue) => ({ file, field: 'body', ...issue })));
  bodyPhotos(root, file, photosBeside, body, problems);
}

/**
 * Photos in a body (`![what it shows](./<file name>/photo.jpg)`): a description for people who
 * cannot see them, and a file beside the entry. Their `src` becomes the photo's path from the
 * repository root, which the page resolves through the image pipeline.
 */
function bodyPhotos(root: string, file: string, photosBeside: string, body: Node, problems: ContentProblem[]) {
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
    const path = photo(root, photosBeside, decodeURI(src), found, 'body photo');
    problems.push(...found.map((problem) => ({ ...problem, file, ...at })));
    if (path) node.attributes.src = path;
  }
}

/** `{ [key]: value }`, or nothing when the value is absent. */
export const optional = <Key extends string, Value>(key: Key, value: Value | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
