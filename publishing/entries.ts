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
import { existsSync, readFileSync } from 'node:fs';
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
  checkDate,
  checkIds,
  checkOneCardPerRelease,
  checkTime,
  optional,
  photo,
  schemaIssues,
} from './entryChecks';
import {
  collectionFolder,
  englishCollection,
  englishCollections,
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

/**
 * The fields of a file: its YAML, or a Markdown file's front matter (`markdown`) and its text; or
 * the problem that stops it being read at all.
 */
export async function loadFields(
  root: string,
  file: string,
  markdown: boolean,
): Promise<{ data: Record<string, unknown>; body: string } | { issue: ContentProblem }> {
  const text = await readFile(join(root, file), 'utf8');
  const split = markdown ? splitFrontMatter(text) : { data: text, body: '' };
  if (!split)
    return {
      issue: { file, problem: 'has no front matter', fix: 'start the file with a line `---`, the fields, and `---`' },
    };
  try {
    const data = (yaml.load(split.data) ?? {}) as unknown;
    if (typeof data === 'object' && data !== null && !Array.isArray(data))
      return { data: data as Record<string, unknown>, body: split.body };
    return { issue: { file, problem: 'is not a list of `field: value` lines', fix: 'write one field per line' } };
  } catch (error) {
    // js-yaml throws nothing else; its mark (none for a file of two documents) says where it stopped.
    if (!(error instanceof yaml.YAMLException)) throw error;
    const problem = `is not valid YAML${error.mark ? ` at line ${error.mark.line + 1}` : ''} (${error.reason})`;
    return { issue: { file, problem, fix: 'check the quotes and the indentation on that line' } };
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
  const schema = keystaticConfig.collections[name];
  const english = englishCollection(name);
  const entries: { slug: string; entry: Read<Name> }[] = [];
  for (const slug of (await collection.list()).sort()) {
    const file = entryFile(name, slug);
    const loaded = await loadFields(root, file, entryExtensions[english] === '.md');
    const issues =
      'issue' in loaded
        ? [loaded.issue]
        : schemaIssues(file, schema, loaded.data, { slug, slugField: schema.slugField });
    if (issues.length > 0) {
      problems.push(...issues);
      // The text of a refused release is checked too: every problem of a file is named at once.
      if (english === 'pressReleases' && 'data' in loaded)
        bodyProblems(root, file, Markdoc.parse(loaded.body), problems, entryFile(english, slug));
      continue;
    }
    try {
      const entry = (await collection.read(slug, { resolveLinkedFiles: true })) as Read<Name> | null;
      if (entry) entries.push({ slug, entry });
    } catch (error) {
      // Every field passed its own reader above: what is left is the file as a whole.
      problems.push({ file, problem: `cannot be read (${String(error).split('\n')[0]})` });
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
  /** What a dated entry (a news item, a release) keeps of its time and photo, each checked. */
  const dated = (file: string, date: string, time: string, image: string | null) => {
    checkDate(file, date, problems);
    checkTime(file, date, time, problems);
    return { ...optional('time', time || undefined), ...optional('image', photo(root, file, image, problems)) };
  };
  const news = readNews.map(({ slug, entry: { target, image, time, ...rest } }): NewsEntry => ({
    ...rest,
    slug,
    ...(target === 'self' ? { target } : {}),
    ...dated(entryFile('news', slug), rest.date, time, image),
  }));

  const team = readTeam
    .map(({ slug, entry }): TeamEntry => {
      const file = entryFile('team', slug);
      const { image, ...rest } = entry;
      return { ...rest, slug, ...optional('image', photo(root, file, image, problems)) };
    })
    .sort((a, b) => a.order - b.order || a.fullname.localeCompare(b.fullname));

  const paths = new Map<string, string>();
  const pressReleases = readReleases.map(({ slug, entry: { image, time, body, ...rest } }): PressReleaseEntry => {
    const file = entryFile('pressReleases', slug);
    const path = rest.path || `/newsroom/${slug}`;
    if (!isPressReleasePath(path))
      problems.push({
        file,
        field: 'path',
        problem: `must be empty (the release is then at /newsroom/${slug}), /newsroom/<name> or one of ${releasePathsOutsideNewsroom.join(', ')}`,
      });
    const other = paths.get(path);
    if (other) problems.push({ file, field: 'path', problem: `${path} is used by ${other}`, fix: 'choose another' });
    paths.set(path, file);
    bodyProblems(root, file, body.node, problems);
    return { ...rest, slug, path, body: body.node, ...dated(file, rest.date, time, image) };
  });
  checkIds(news, pressReleases, root, problems);
  checkOneCardPerRelease(news, pressReleases, problems);

  const english = {} as Record<EnglishCollection, string[]>;
  for (const name of englishCollections) {
    english[name] = await reader.collections[name].list();
    for (const slug of english[name].filter((slug) => (localeCodes as string[]).includes(slug)))
      problems.push({
        file: entryFile(name, slug),
        problem: `is named like the language code ${slug}, which names a folder of translations (${collectionFolder(name)}/${slug}/)`,
        fix: 'rename the file (and its photo folder)',
      });
  }
  const translations: Partial<Record<TranslatedLocale, Translations>> = {};
  for (const locale of translatedLocales)
    translations[locale] = await readTranslations(root, reader, locale, english, problems);

  return { entries: { news, team, pressReleases, translations }, problems: inFileOrder(root, problems) };
}

/**
 * The entries without those of the files named in `problems`: the rest is what the build would
 * publish once those files are fixed or gone.
 */
function withoutRefused(entries: ContentEntries, problems: ContentProblem[]): ContentEntries {
  const refused = new Set(problems.map(({ file }) => file));
  const kept = <Entries extends Translations>(entries: Entries, locale?: TranslatedLocale): Entries => ({
    ...entries,
    ...Object.fromEntries(
      englishCollections.map((name) => {
        const file = (slug: string) => entryFile(locale ? translationCollection(name, locale) : name, slug);
        return [name, entries[name].filter(({ slug }) => !refused.has(file(slug)))];
      }),
    ),
  });
  const translations = Object.entries(entries.translations ?? {}) as [TranslatedLocale, Translations][];
  return {
    ...kept(entries),
    translations: Object.fromEntries(translations.map(([locale, translated]) => [locale, kept(translated, locale)])),
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
  // An orphan is read too (its own problems are named with it) and left out with every refused file.
  const read = async <Name extends EnglishCollection>(name: Name) => {
    for (const slug of await reader.collections[translationCollection(name, locale)].list())
      if (!english[name].includes(slug))
        problems.push({
          file: entryFile(translationCollection(name, locale), slug),
          ...missingEnglishEntry(entryFile(name, slug)),
        });
    return readAll(root, reader, translationCollection(name, locale), problems);
  };
  const news = (await read('news')).map(({ slug, entry }) => ({ slug, headline: entry.headline }));
  const team = (await read('team')).map(({ slug, entry }) => ({ slug, ...entry }));
  const pressReleases = (await read('pressReleases')).map(({ slug, entry: { headline, dateline, summary, body } }) => {
    const file = entryFile(translationCollection('pressReleases', locale), slug);
    bodyProblems(root, file, body.node, problems, entryFile('pressReleases', slug));
    return { slug, headline, dateline, summary, body: body.node };
  });
  return { news, team, pressReleases };
}

/**
 * The problems by file, and in a file by the line they concern: a field's line, then the body's
 * problems after the front matter, by their line.
 */
function inFileOrder(root: string, problems: readonly ContentProblem[]): ContentProblem[] {
  const texts = new Map<string, string[]>();
  const lineOf = ({ file, field, problem, bodyLine }: ContentProblem) => {
    const path = join(root, file);
    // A file that cannot be read sorts its problems by field order alone.
    if (!texts.has(file)) texts.set(file, existsSync(path) ? readFileSync(path, 'utf8').split('\n') : []);
    const fileLines = texts.get(file)!;
    if (field === 'body' || field === 'body photo') {
      const frontMatterEnd = fileLines.findIndex((line, index) => index > 0 && line.trim() === '---');
      return frontMatterEnd + 1 + (bodyLine ?? Number(/\bline (\d+)\b/.exec(problem)?.[1] ?? 0));
    }
    if (!field) return 0;
    const at = fileLines.findIndex((line) => line.startsWith(`${field}:`));
    return at < 0 ? 0 : at + 1;
  };
  // Array sorting is stable: problems of one line keep the order they were found in.
  return problems
    .map((problem) => ({ problem, line: lineOf(problem) }))
    .sort((a, b) => (a.problem.file < b.problem.file ? -1 : a.problem.file > b.problem.file ? 1 : 0) || a.line - b.line)
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
