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
import { existsSync } from 'node:fs';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import { createReader, type EntryWithResolvedLinkedFiles } from '@keystatic/core/reader';
import Markdoc, { type Node } from '@markdoc/markdoc';
import keystaticConfig from '../keystatic.config';
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

/** Every refusal of the content, one line each: `content/news/x.yaml: type must be one of ...`. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

const extensions: Record<CollectionName, string> = { news: '.yaml', team: '.yaml', pressReleases: '.md' };
const folder = (name: CollectionName) => (keystaticConfig.collections[name].path ?? name).replace(/\/\*$/, '');
/** The entry's file, relative to the repository root, as people see it. */
export const entryFile = (name: CollectionName, slug: string) => `${folder(name)}/${slug}${extensions[name]}`;

/**
 * Keystatic reports a refused entry as `Invalid data for "<slug>" in collection "<name>":` followed
 * by one `field: message` line per field. Those lines become `<file>: field message` problems; a
 * select's "Must be a valid option" gets its options spelled out.
 */
function fieldProblems(name: CollectionName, slug: string, error: unknown): string[] {
  const file = entryFile(name, slug);
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').slice(message.startsWith('Invalid data') ? 1 : 0);
  const schema: Record<string, unknown> = keystaticConfig.collections[name].schema;
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^([\w.[\]]+): (.*)$/.exec(line.trim());
      if (!match) return `${file}: ${line.trim()}`;
      const [, field = '', detail = ''] = match;
      const options = (schema[field] as { options?: readonly { value: string }[] } | undefined)?.options;
      if (options && /valid option/i.test(detail))
        return `${file}: ${field} must be one of ${options.map((option) => option.value || "'' (empty)").join(', ')}`;
      return `${file}: ${field} ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
    });
}

/** Reads every entry of one collection; a refused entry adds problems instead of stopping the others. */
async function readAll<Name extends CollectionName>(
  reader: ContentReader,
  name: Name,
  problems: string[],
): Promise<{ slug: string; entry: Read<Name> }[]> {
  const collection = reader.collections[name];
  const slugs = (await collection.list()).sort();
  const entries: { slug: string; entry: Read<Name> }[] = [];
  for (const slug of slugs) {
    try {
      const entry = (await collection.read(slug, { resolveLinkedFiles: true })) as Read<Name> | null;
      if (entry) entries.push({ slug, entry });
    } catch (error) {
      problems.push(...fieldProblems(name, slug, error));
    }
  }
  return entries;
}

const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** Resolves an entry's `image` (relative to the entry file) and checks that it is a photo that exists. */
function photo(root: string, file: string, value: string | null, problems: string[]): PhotoPath | undefined {
  if (!value) return undefined;
  const absolute = resolve(root, dirname(file), value);
  const path = relative(root, absolute).split('\\').join('/');
  if (value.startsWith('/') || path.startsWith('..') || !path.startsWith(`${posix.dirname(file)}/`)) {
    problems.push(`${file}: image must be a path relative to the entry file, inside its folder (e.g. ./photo.jpg)`);
  } else if (!(photoExtensions as readonly string[]).includes(extname(path).toLowerCase())) {
    problems.push(`${file}: image must be a ${photoExtensions.join(', ')} file, not ${value}`);
  } else if (!existsSync(join(root, path))) {
    problems.push(`${file}: image ${value} does not exist (looked for ${path})`);
  } else {
    return path;
  }
  return undefined;
}

function checkDate(file: string, date: string | null, problems: string[]) {
  if (date && !isCalendarDate(date)) problems.push(`${file}: date must be a real date written YYYY-MM-DD, not ${date}`);
}

/**
 * Reads all content files under `root` (the repository by default) and checks them.
 * @throws ContentError listing every problem found, each with its file and field.
 */
export async function loadEntries(root: string = repoRoot): Promise<ContentEntries> {
  const reader = contentReader(root);
  const problems: string[] = [];

  const ids = new Map<number, string>();
  const news = (await readAll(reader, 'news', problems)).map(({ slug, entry }): NewsEntry => {
    const file = entryFile('news', slug);
    checkDate(file, entry.date, problems);
    const other = ids.get(entry.id);
    if (other) problems.push(`${file}: id ${entry.id} is already used by ${other}`);
    ids.set(entry.id, file);
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

  const team = (await readAll(reader, 'team', problems))
    .map(({ slug, entry }): TeamEntry => {
      const file = entryFile('team', slug);
      const { image, ...rest } = entry;
      return { ...rest, slug, ...optional('image', photo(root, file, image, problems)) };
    })
    .sort((a, b) => a.order - b.order || a.fullname.localeCompare(b.fullname));

  const paths = new Map<string, string>();
  const pressReleases = (await readAll(reader, 'pressReleases', problems)).map(({ slug, entry }): PressReleaseEntry => {
    const file = entryFile('pressReleases', slug);
    checkDate(file, entry.date, problems);
    const path = entry.path || `/newsroom/${slug}`;
    if (!isPressReleasePath(path))
      problems.push(
        `${file}: path must be empty (the release is then at /newsroom/${slug}), /newsroom/<name> or one of ${releasePathsOutsideNewsroom.join(', ')}`,
      );
    const other = paths.get(path);
    if (other) problems.push(`${file}: path ${path} is already used by ${other}`);
    paths.set(path, file);
    for (const error of Markdoc.validate(entry.body.node))
      problems.push(`${file}: body line ${error.lines[0] ?? '?'}: ${error.error.message}`);
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
  checkReleaseIds(news, pressReleases, problems);
  checkOneCardPerRelease(news, pressReleases, problems);

  if (problems.length > 0) throw new ContentError(problems);
  return { news, team, pressReleases };
}

/** A time the schema's pattern let through can still name a zone this runtime does not know. */
function checkTime(file: string, date: string, time: string, problems: string[]) {
  if (!time) return;
  try {
    publicationInstant(date, time);
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A press release's id is a News & Insights id: no news item and no other release may use it. */
function checkReleaseIds(news: readonly NewsEntry[], releases: readonly PressReleaseEntry[], problems: string[]) {
  const used = new Map(news.map((item) => [item.id, entryFile('news', item.slug)]));
  for (const release of releases) {
    const file = entryFile('pressReleases', release.slug);
    const other = used.get(release.id);
    if (other) problems.push(`${file}: id ${release.id} is already used by ${other}`);
    used.set(release.id, file);
  }
}

/**
 * A listed press release has its own card (content/publishing.ts `newsList`): a news file that
 * links to it would list it twice.
 */
function checkOneCardPerRelease(
  news: readonly NewsEntry[],
  releases: readonly PressReleaseEntry[],
  problems: string[],
) {
  for (const item of news) {
    const release = releases.find((candidate) => candidate.listed && candidate.path === item.uri);
    if (release)
      problems.push(
        `${entryFile('news', item.slug)}: uri ${item.uri} is the press release ${entryFile('pressReleases', release.slug)}, which News & Insights already lists; delete this file (or set listed: false in the release)`,
      );
  }
}

/** Reads and checks the content files, then keeps what a build at the clock publishes (`publish`). */
export async function loadPublished(root: string = repoRoot, options: PublishOptions = {}): Promise<ContentEntries> {
  return publish(await loadEntries(root), options);
}

const optional = <Key extends string, Value>(key: Key, value: Value | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
