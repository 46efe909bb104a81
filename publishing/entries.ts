/**
 * Reads and checks the content files (news, team, press releases) through the schema in
 * `keystatic.config.ts`: Keystatic's reader parses every field and applies the field's own rules,
 * and publishing/entryChecks.ts adds what a field cannot know alone (ids unique across news items
 * and press releases, real calendar dates, known time zones, photos that exist, one card per
 * release). Any refusal names the file and the field, and fails the build and the tests. `loadPublished` then
 * keeps what the build's clock publishes (publishing/publish.ts).
 *
 * Plain Node: used by the build (through publishing/site.ts and scripts/build/siteFiles.ts) and by tests.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createReader } from '@keystatic/core/reader';
import Markdoc from '@markdoc/markdoc';
import yaml from 'js-yaml';
import keystaticConfig, { missingEnglishEntry, translatedLocales, type TranslatedLocale } from '../keystatic.config';
import { localeCodes } from '../content/locales';
import { isPressReleasePath, releasePathsOutsideNewsroom } from '../domain/routes';
import { splitFrontMatter } from './canonical';
import {
  bodyProblems,
  changedFiles,
  checkDate,
  checkIds,
  checkOneCardPerRelease,
  checkTime,
  fieldIssues,
  optional,
  photo,
} from './entryChecks';
import {
  englishCollection,
  entryExtensions,
  entryFile,
  translationCollection,
  type EnglishCollection,
  type Translations,
  type CollectionName,
  type ContentEntries,
  type ContentProblem,
  type NewsEntry,
  type PressReleaseEntry,
  type Read,
  type TeamEntry,
} from './entryTypes';
import { publish, type PublishOptions } from './publish';

const contentReader = (root: string) => createReader(root, keystaticConfig);
type ContentReader = ReturnType<typeof contentReader>;

/**
 * The repository root: content paths in the schema are relative to it. The working directory,
 * because every command (build, tests, editor) runs from the root, and a bundled copy of this
 * module no longer sits in `publishing/`.
 */
export const repoRoot = process.cwd();

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

/** The stored data of an entry file, or the problem that stops it being read at all. */
const loadData = (root: string, name: CollectionName, slug: string) =>
  loadFields(root, entryFile(name, slug), entryExtensions[englishCollection(name)] === '.md');

/** The fields of a file: its YAML, or a Markdown file's front matter (`markdown`). */
export async function loadFields(
  root: string,
  file: string,
  markdown: boolean,
): Promise<{ data: Record<string, unknown> } | { issue: ContentProblem }> {
  const text = await readFile(join(root, file), 'utf8');
  const split = markdown ? splitFrontMatter(text) : { data: text };
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
      if (englishCollection(name) === 'pressReleases' && 'data' in loaded) {
        const body = splitFrontMatter(await readFile(join(root, entryFile(name, slug)), 'utf8'))?.body ?? '';
        const photosBeside = entryFile(englishCollection(name), slug);
        bodyProblems(root, entryFile(name, slug), Markdoc.parse(body), problems, photosBeside);
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

/**
 * Reads all content files under `root` (the repository by default) and checks them.
 * @throws ContentError listing every problem found, each with its file and field.
 */
export async function loadEntries(root: string = repoRoot): Promise<ContentEntries> {
  const { entries, problems } = await readEntries(root);
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/** Every entry that reads, and every problem found, in file order. */
async function readEntries(root: string): Promise<{ entries: ContentEntries; problems: ContentProblem[] }> {
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

  const english = {
    news: await reader.collections.news.list(),
    team: await reader.collections.team.list(),
    pressReleases: await reader.collections.pressReleases.list(),
  };
  for (const [name, slugs] of Object.entries(english) as [EnglishCollection, string[]][])
    for (const slug of slugs.filter((slug) => (localeCodes as string[]).includes(slug)))
      problems.push({
        file: entryFile(name, slug),
        problem: `is named like the language code ${slug}, which names a folder of translations (${entryFile(name, slug).replace(/\.[a-z]+$/, '/')})`,
        fix: 'rename the file (and its photo folder)',
      });
  const translations: Partial<Record<TranslatedLocale, Translations>> = {};
  for (const locale of translatedLocales)
    translations[locale] = await readTranslations(root, reader, locale, english, problems);

  return { entries: { news, team, pressReleases, translations }, problems: inFileOrder(root, problems) };
}

/**
 * The entries without those of the files named in `problems`: the rest is what the build would
 * publish once those files are fixed or gone.
 */
function withoutRefused({ news, team, pressReleases, translations = {} }: ContentEntries, problems: ContentProblem[]) {
  const refused = new Set(problems.map(({ file }) => file));
  const kept = <Entry extends { slug: string }>(name: CollectionName, list: readonly Entry[]) =>
    list.filter(({ slug }) => !refused.has(entryFile(name, slug)));
  const translated = (locale: TranslatedLocale, { news, team, pressReleases }: Translations): Translations => ({
    news: kept(translationCollection('news', locale), news),
    team: kept(translationCollection('team', locale), team),
    pressReleases: kept(translationCollection('pressReleases', locale), pressReleases),
  });
  return {
    news: kept('news', news),
    team: kept('team', team),
    pressReleases: kept('pressReleases', pressReleases),
    translations: Object.fromEntries(
      Object.entries(translations).map(([locale, entries]) => [
        locale,
        translated(locale as TranslatedLocale, entries),
      ]),
    ),
  };
}

/**
 * One language's translations (docs/decisions.md, "Translated entries"), each read through its
 * collection's schema like an English entry. A translation whose English entry is gone is refused,
 * naming both files; a photo in a translated release's text is the English entry's, found from
 * the English entry's file.
 */
async function readTranslations(
  root: string,
  reader: ContentReader,
  locale: TranslatedLocale,
  english: Record<EnglishCollection, readonly string[]>,
  problems: ContentProblem[],
): Promise<Translations> {
  const orphans = async (name: EnglishCollection) => {
    for (const slug of await reader.collections[translationCollection(name, locale)].list())
      if (!english[name].includes(slug))
        problems.push({
          file: entryFile(translationCollection(name, locale), slug),
          ...missingEnglishEntry(entryFile(name, slug)),
        });
  };
  await Promise.all((['news', 'team', 'pressReleases'] as const).map(orphans));
  const known = <Entry extends { slug: string }>(name: EnglishCollection, list: Entry[]) =>
    list.filter(({ slug }) => english[name].includes(slug));
  const news = (await readAll(root, reader, translationCollection('news', locale), problems)).map(
    ({ slug, entry }) => ({ slug, headline: entry.headline }),
  );
  const team = (await readAll(root, reader, translationCollection('team', locale), problems)).map(
    ({ slug, entry }) => ({ slug, ...entry }),
  );
  const pressReleases = (await readAll(root, reader, translationCollection('pressReleases', locale), problems)).map(
    ({ slug, entry }) => {
      const file = entryFile(translationCollection('pressReleases', locale), slug);
      bodyProblems(root, file, entry.body.node, problems, entryFile('pressReleases', slug));
      return {
        slug,
        headline: entry.headline,
        dateline: entry.dateline,
        summary: entry.summary,
        body: entry.body.node,
      };
    },
  );
  return {
    news: known('news', news),
    team: known('team', team),
    pressReleases: known('pressReleases', pressReleases),
  };
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
 * Reads and checks the content files, then keeps what a build at the clock publishes (`publish`).
 * A build refuses any problem. The editor's preview (`keepScheduled`) leaves the refused files out
 * instead, so one file never takes the other pages down; the editor names them (docs/decisions.md, D80).
 */
export async function loadPublished(root: string = repoRoot, options: PublishOptions = {}): Promise<ContentEntries> {
  if (!options.keepScheduled) return publish(await loadEntries(root), options);
  const { entries, problems } = await readEntries(root);
  return publish(withoutRefused(entries, problems), options);
}
