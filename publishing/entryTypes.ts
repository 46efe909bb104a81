/**
 * What an entry is once read and checked (publishing/entries.ts), and where its file is: the types
 * follow the schema in keystatic.config.ts, so a field added there reaches every reader of an entry.
 */
import type { EntryWithResolvedLinkedFiles } from '@keystatic/core/reader';
import type { Node } from '@markdoc/markdoc';
import keystaticConfig, { type TranslatedLocale } from '../keystatic.config';
import type { Locale } from '../content/locales';

type Collections = (typeof keystaticConfig)['collections'];
export type CollectionName = keyof Collections;
/** The collections of English entries, the originals. */
export const englishCollections = ['news', 'team', 'pressReleases'] as const;
export type EnglishCollection = (typeof englishCollections)[number];
/** The collection of `locale`'s translations of an English collection's entries (`pressReleases_de`). */
export const translationCollection = <Name extends EnglishCollection, L extends TranslatedLocale>(
  name: Name,
  locale: L,
) => `${name}_${locale}` as `${Name}_${L}`;
/** What the checks and the formatter use of a schema field; Keystatic's field objects have it at run time. */
export type SchemaField = {
  formKind?: string;
  label?: string;
  parse: (value: unknown, args?: unknown) => unknown;
  serialize: (value: unknown, args?: unknown) => { value: unknown };
  reader?: {
    parse?: (value: unknown, args?: unknown) => unknown;
    parseWithSlug?: (value: unknown, args: { slug: string; glob: '*' | '**' }) => unknown;
  };
};
/** An entry as Keystatic's reader returns it. */
export type Read<Name extends CollectionName> = EntryWithResolvedLinkedFiles<Collections[Name]>;

/** A photo file of an entry, as a path from the repository root with forward slashes (`content/news/x/image.jpg`). */
export type PhotoPath = string;

/** What scheduled publishing adds to an entry (publishing/publish.ts). */
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

/**
 * An entry as a locale's pages show it: its translation where one exists, else the English entry,
 * and `lang`, the language its words are in (a list marks English items `lang="en"` on a German page).
 */
export type Localized<Entry> = Entry & { readonly lang: Locale };

/**
 * One language's translations, each of an English entry of the same collection (the one with the
 * same file name, `slug`). A translation holds only the entry's words (docs/decisions.md,
 * "Translated entries"); everything else is its English entry's.
 */
export type Translations = {
  news: (Pick<NewsEntry, 'headline'> & { slug: string })[];
  team: (Pick<TeamEntry, 'fullname' | 'jobtitle' | 'biography'> & { slug: string })[];
  pressReleases: (Pick<PressReleaseEntry, 'headline' | 'dateline' | 'summary' | 'body'> & { slug: string })[];
};

export type ContentEntries = {
  news: NewsEntry[];
  team: TeamEntry[];
  pressReleases: PressReleaseEntry[];
  /** The translations by language; none (or a language missing) when the content has none. */
  translations?: Partial<Record<TranslatedLocale, Translations>>;
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

/** The extension of each collection's files (a translation's are its English entry's). */
export const entryExtensions: Record<EnglishCollection, string> = {
  news: '.yaml',
  team: '.yaml',
  pressReleases: '.md',
};
/** The English collection a collection translates, or itself. */
export const englishCollection = (name: CollectionName) => name.replace(/_.*$/, '') as EnglishCollection;
/** The folder of a collection's files: `content/news/de`. */
export const collectionFolder = (name: CollectionName) =>
  (keystaticConfig.collections[name].path ?? name).replace(/\/\*$/, '');
/** The entry's file, relative to the repository root, as people see it. */
export const entryFile = (name: CollectionName, slug: string) =>
  `${collectionFolder(name)}/${slug}${entryExtensions[englishCollection(name)]}`;
