/**
 * The content schema: one definition for the build's validation (publishing/entries.ts reads every
 * entry through Keystatic's reader, which parses and validates each field against it) and for
 * the visual editor. Every rule a field can hold alone lives here (required, lengths, patterns,
 * options); what needs all entries (unique ids and paths, photos that exist) is checked by
 * publishing/entries.ts and, for ids, by the editor too (docs/decisions.md, "Content rules"). Component types are inferred from it (`Entry<...>`), never kept by hand.
 *
 * Files it describes (the content contract, docs/editing.md):
 *   content/news/<slug>.yaml            one News & Insights item
 *   content/team/<slug>.yaml            one team member
 *   content/press-releases/<slug>.md    one press release: YAML front matter + Markdown body
 *   content/<collection>/<locale>/<slug>.<ext>   the translation of the English entry <slug>: only
 *                                       the words (docs/decisions.md, "Translated entries")
 *   content/legal/[<locale>/]<page>.md  a legal page's wording in a language (docs/decisions.md, D76)
 *
 * Images. Facts about Keystatic 0.6's `fields.image` that decide the options below:
 * - without `directory`, an uploaded file is written into the entry's own folder,
 *   `content/news/<slug>/image.jpg` (the file name is the field's key plus the upload's extension);
 * - the value written to the entry is `${publicPath}/${slug}/${fileName}`, and on reading the value
 *   it strips that same prefix to find the file again in the entry's folder;
 * - the reader does not check that the file exists (publishing/entries.ts does).
 * With `publicPath: './'` the stored value is `./<slug>/image.jpg`: a path relative to the entry
 * file, exactly what the contract asks of `image`. A hand-added photo placed the same way
 * (`content/team/jane-doe/image.jpg`, `image: ./jane-doe/image.jpg`) is shown by the editor too;
 * the build accepts any path relative to the entry file.
 */
import { collection, config, fields, singleton, type BasicFormField } from '@keystatic/core';
import { createElement, type ReactElement } from 'react';
import { legalPages, legalPath } from './content/legalPages';
import { defaultLocale, localeCodes, locales, type Locale } from './content/locales';
import { newsTypes } from './content/newsTypes';
import { companyTimeZone, timePattern } from './content/publicationTime';

/** The headline's limit, for news items and press releases alike: longer ones are refused, never cut. */
export const headlineMaxLength = 120;
/** A press release's summary: what search results and shared links show without cutting it. */
export const summaryLength = { min: 50, max: 160 } as const;

/** A refused value, with what to do, for the editor's form and the build's report alike. */
export class ContentRuleError extends Error {
  override name = 'FieldDataError';
}

type Option<Value extends string> = { label: string; value: Value };

/**
 * A choice among fixed options, as `fields.select`, with two differences (docs/decisions.md,
 * "Content rules"): a value the options do not know still opens the entry in the editor, where the
 * field reports it and a choice fixes it (the build refuses it); and with `omitDefault` the default
 * is not written, so an entry that does not use the option has no line for it.
 */
export function choice<Value extends string>({
  label,
  description,
  options,
  defaultValue,
  omitDefault = false,
}: {
  label: string;
  description: string;
  options: readonly Option<Value>[];
  defaultValue: Value;
  omitDefault?: boolean;
}): BasicFormField<Value> & { options: readonly Option<Value>[] } {
  const select = fields.select({ label, description, options, defaultValue });
  const known = new Set<string>(options.map((option) => option.value));
  const parse = (value: unknown) => String(value ?? defaultValue) as Value;
  const validate = (value: Value): Value => {
    if (!known.has(value))
      throw new ContentRuleError(
        `“${value}” is not an option: choose one of ${options.map((option) => option.value || '(empty)').join(', ')}`,
      );
    return value;
  };
  return {
    ...select,
    parse,
    validate,
    serialize: (value) => ({ value: omitDefault && value === defaultValue ? undefined : value }),
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/**
 * A value of the entry that breaks its field's rule is shown as soon as the entry opens, not only
 * once the field is edited or Save is pressed: Keystatic's inputs show their message when told to
 * (`forceValidation`), which this does while the stored value is refused. An empty value (a new
 * entry's form) is left to Keystatic, which reports it on Save.
 */
export function flaggedOnOpen<
  Field extends { Input: (props: never) => unknown; validate: (value: never, extra?: never) => unknown },
>(field: Field): Field {
  const { Input, validate } = field;
  const empty = (value: unknown): boolean =>
    value === null ||
    value === '' ||
    (typeof value === 'object' && Object.values(value as object).every((part) => part === '' || part === null));
  const refused = (value: unknown): boolean => {
    if (empty(value)) return false;
    try {
      validate(value as never, undefined as never);
      return false;
    } catch {
      return true;
    }
  };
  return {
    ...field,
    Input: (props: { value: unknown; forceValidation?: boolean }) =>
      createElement(Input as never, { ...props, forceValidation: props.forceValidation || refused(props.value) }),
  };
}

/**
 * A whole number, as `fields.integer`, except that a value of another kind written by hand
 * (`order: third`) still opens the entry: the field shows what the file holds with the same message
 * the build gives, and typing a number fixes it (docs/decisions.md, "Content rules"). The file holds
 * a YAML number, as with `fields.integer`; the build reads a number.
 */
function wholeNumber({
  label,
  description,
}: {
  label: string;
  description: string;
}): BasicFormField<string, string, number> {
  // A text field's input and rule; Keystatic's text field may also be an entry's slug, which this one is not.
  const { Input, defaultValue, validate } = fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^-?\d+$/, message: `${label} must be a whole number, e.g. 3` },
    },
  });
  const parse = (value: unknown) => String(value ?? '');
  const check = (value: string) => validate(value, undefined);
  return flaggedOnOpen({
    kind: 'form',
    label,
    Input,
    defaultValue,
    parse,
    validate: check,
    serialize: (value) => ({ value: /^-?\d+$/.test(value) ? Number(value) : value || undefined }),
    reader: { parse: (value) => Number(check(parse(value))) },
  });
}

/**
 * What a field holds when the file's value is of another kind than the field reads (`id: five`, a
 * list where a text goes, `date: yesterday`): the value as the file has it, the message the build
 * gives for it, and (for the slug field) the entry's file name.
 */
type HeldAsIs = { readonly heldAsIs: unknown; readonly message: string; readonly slug?: string };

const isHeldAsIs = (value: unknown): value is HeldAsIs =>
  typeof value === 'object' && value !== null && 'heldAsIs' in value && 'message' in value;

/**
 * What `heldAsIs` reads of a field: the methods every Keystatic form field has (its public types,
 * `BasicFormField`, `SlugFormField`, `AssetFormField`), with the arguments some of them take.
 */
type HeldField = {
  kind: 'form';
  label?: string;
  Input(props: never): ReactElement | null;
  parse(value: never, args: never): unknown;
  validate(value: never, args: never): unknown;
  serialize(value: never, args: never): { value: unknown };
  serializeWithSlug?(value: never): { slug: string; value: unknown };
  defaultValue(): unknown;
  reader: { parse(value: never): unknown; parseWithSlug?(value: never, args: never): unknown };
};

/** A value as the file writes it, for a message: text as it is, a list as its items. */
function shownValue(value: unknown): string {
  if (Array.isArray(value)) return `the list ${value.map(shownValue).join(', ')}`;
  // A YAML date (`2024-02-01`) as it was written, a date and time in full.
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The alert under a field, in the editor's critical red (as scripts/local/editor/main.css.ts). */
const alertStyle = { color: '#c4182b', margin: '0.5rem 0 0', fontSize: '0.875rem' } as const;

/**
 * A field's input with `message` under it while there is one. One shape with or without it, so
 * typing a value that ends the message keeps the input and its focus.
 */
export const withAlert = (input: ReactElement, message: string | undefined) =>
  createElement('div', null, input, message ? createElement('p', { role: 'alert', style: alertStyle }, message) : null);

/**
 * Any value opens (docs/decisions.md, "A trustworthy editor"). Keystatic opens an entry only when
 * every field reads its value; a value of another kind written by hand stopped the whole entry from
 * opening ("Field validation failed"), with no Save and no Delete. Wrapped, the field keeps such a
 * value as it is: the entry opens, the field shows what the file holds with the build's message
 * and an empty input under it; typing a value replaces it, Save is refused until then, and Delete
 * works. The build (`reader.parse`) refuses the value with the same message. `accepts` refuses a
 * value the field itself reads but cannot show (a date input shows no `yesterday`).
 */
export function heldAsIs<Field extends HeldField>(
  field: Field,
  expected: string,
  accepts: (value: never) => boolean = () => true,
): Field {
  const inner: HeldField = field;
  const message = (value: unknown) => `${inner.label} must be ${expected}, not ${shownValue(value)}`;
  /** The field's own reading, or undefined when the value is of another kind. */
  const read = (value: unknown, args?: unknown): { value: unknown } | undefined => {
    try {
      // The build's reader gives no arguments; a photo field reads its file's path from `{}` alone.
      return { value: inner.parse(value as never, (args ?? {}) as never) };
    } catch (error) {
      if (error instanceof Error && error.name === 'FieldDataError') return undefined;
      throw error;
    }
  };
  const opens = (value: unknown, args?: unknown) => {
    const own = read(value, args);
    return own && accepts(own.value as never) ? own : undefined;
  };
  /**
   * The build reads through the field's own reader, unless the value is of another kind. A value
   * `accepts` refuses but the field's own rule lets through (`2025-02-30`) is left to the build's
   * checks of the whole entry, which name it in the same words and still see the entry's id.
   */
  const readForBuild = (value: unknown, args: unknown, own: () => unknown) => {
    if (!read(value, args)) return refuse(value);
    if (opens(value, args)) return own();
    try {
      return own();
    } catch {
      return refuse(value);
    }
  };
  const refuse = (value: unknown) => {
    throw new ContentRuleError(message(value));
  };
  const slugArgs = (args: unknown) => (args as { slug?: string } | undefined)?.slug;
  return {
    ...field,
    // Typing the first character of a new value replaces the held one and its message.
    Input: (props: { value: unknown }) => {
      const held = isHeldAsIs(props.value) ? props.value : undefined;
      return withAlert(
        createElement(inner.Input as never, (held ? { ...props, value: inner.defaultValue() } : props) as never),
        held?.message,
      );
    },
    parse: (value: unknown, args?: unknown) => {
      const own = opens(value, args);
      return own ? own.value : ({ heldAsIs: value, message: message(value), slug: slugArgs(args) } satisfies HeldAsIs);
    },
    validate: (value: unknown, args?: unknown) =>
      isHeldAsIs(value) ? refuse(value.heldAsIs) : inner.validate(value as never, args as never),
    // Only reached when something serializes the open entry before Save (which validate refuses).
    serialize: (value: unknown, args?: unknown) =>
      isHeldAsIs(value) ? { value: value.heldAsIs } : inner.serialize(value as never, args as never),
    ...(inner.serializeWithSlug && {
      serializeWithSlug: (value: unknown) =>
        isHeldAsIs(value)
          ? { slug: value.slug ?? '', value: value.heldAsIs }
          : inner.serializeWithSlug!(value as never),
    }),
    reader: {
      ...inner.reader,
      parse: (value: unknown) => readForBuild(value, undefined, () => inner.reader.parse(value as never)),
      ...(inner.reader.parseWithSlug && {
        parseWithSlug: (value: unknown, args: never) =>
          readForBuild(value, args, () => inner.reader.parseWithSlug!(value as never, args)),
      }),
    },
  };
}

/** Entry photos live in the entry's folder and are referenced relative to the entry file. */
const photo = (label: string, description: string) =>
  heldAsIs(
    fields.image({ label, description, publicPath: './' }),
    'the path of a photo beside the entry, e.g. ./<file name>/image.jpg',
  );

/** A calendar day written YYYY-MM-DD that exists (not 2025-02-30); none is none. */
export const isCalendarDate = (date: string | null) =>
  date === null || (/^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date));

/** The entry's date: a value that is no date opens too, shown with the build's message. */
const date = (description: string) =>
  heldAsIs(
    fields.date({ label: 'Date', description, validation: { isRequired: true } }),
    'a real date written YYYY-MM-DD',
    isCalendarDate,
  );

/** A text field whose file may hold a value of another kind (a number, a list): it opens too. */
const plainText = (options: Parameters<typeof fields.text>[0]) => heldAsIs(fields.text(options), 'text');

/** A News & Insights id: `id: five` opens too, shown with the build's message. */
const newsId = (label: string, description: string) =>
  heldAsIs(fields.integer({ label, description, validation: { isRequired: true, min: 1 } }), 'a whole number');

/**
 * Scheduled publishing (docs/decisions.md): an optional time on the entry's date, with an optional
 * time zone. Empty means the start of the day; without a zone the time is the company's.
 */
const publicationTime = plainText({
  label: 'Time (optional)',
  description: `Leave empty to publish at the start of the date (${companyTimeZone} time). A later date or time keeps the entry off the site until a build at or after it. HH:MM in ${companyTimeZone} time, or followed by a time zone: 09:00 America/Chicago, 09:00 UTC, 09:00+02:00.`,
  validation: {
    pattern: {
      regex: new RegExp(`^$|${timePattern.source}`),
      message: 'Write HH:MM, optionally followed by a time zone',
    },
  },
});

/** Slugs are file names: lower-case letters, digits and hyphens. */
const slugRule = {
  label: 'File name',
  description: 'Used as the file name (and, for a press release, its address). Lower-case letters, digits and hyphens.',
  validation: {
    pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Use lower-case letters, digits and hyphens' },
  },
};

/** The field an entry's file name is made from (a headline, a name), flagged when it opens refused. */
const nameField = (name: Parameters<typeof fields.slug>[0]['name'], slug = slugRule) =>
  heldAsIs(flaggedOnOpen(fields.slug({ name, slug })), 'text');

/** The headline of a news item or release: a file name too, flagged when it opens over the limit. */
const headline = (description: string, slug = slugRule) =>
  nameField(
    { label: 'Headline', description, validation: { isRequired: true, length: { max: headlineMaxLength } } },
    slug,
  );

/** A text of `summaryLength` (a release's summary, a legal page's description), flagged when it opens out of it. */
const summaryText = (label: string, description: string) =>
  heldAsIs(
    flaggedOnOpen(
      fields.text({ label, description, multiline: true, validation: { isRequired: true, length: summaryLength } }),
    ),
    'text',
  );

export const newsSchema = {
  headline: headline(`The title shown on the card, at most ${headlineMaxLength} characters.`),
  id: newsId('Id', 'A number no other news item uses. The next free number is one more than the highest in use.'),
  date: date('The publication date. Newest items are shown first; a future date is published on that day.'),
  time: publicationTime,
  uri: plainText({
    label: 'Link',
    description:
      'Where the card leads: a full address starting with https:// (opens in a new tab), or a page of this site starting with / (for example /newsroom/5x).',
    validation: {
      isRequired: true,
      pattern: { regex: /^(https:\/\/\S+|\/\S*)$/, message: 'Start with https:// or with /' },
    },
  }),
  target: choice({
    label: 'Opens',
    description: 'Choose “On this site” only for links to a page of this site.',
    options: [
      { label: 'In a new tab', value: '' },
      { label: 'On this site', value: 'self' },
    ],
    defaultValue: '',
    omitDefault: true,
  }),
  image: photo(
    'Photo',
    'Optional. A JPEG, PNG or WebP photo, landscape 16:9. Without one, the card shows the default project image.',
  ),
  publication: plainText({
    label: 'Publication',
    description: 'Who published it, e.g. “Data Centre Weekly”, or “Press Release” for our own.',
    validation: { isRequired: true },
  }),
  type: choice({
    label: 'Type',
    description: 'Visitors filter the news by type.',
    options: newsTypes.map((type) => ({ label: type, value: type })),
    defaultValue: newsTypes[1],
  }),
};

const fullname = (slug = slugRule) => nameField({ label: 'Full name', validation: { isRequired: true } }, slug);

export const teamSchema = {
  fullname: fullname(),
  order: wholeNumber({
    label: 'Position',
    description: 'Where the person appears on the team page: smaller numbers come first.',
  }),
  jobtitle: plainText({ label: 'Job title', validation: { isRequired: true } }),
  image: photo('Photo', 'Optional. A square JPEG, PNG or WebP portrait. Without one, a neutral placeholder is shown.'),
  biography: plainText({
    label: 'Biography',
    description:
      'Shown when a visitor opens the person’s card. Separate paragraphs with an empty line; *italic*, **bold** and [links](https://example.com) work.',
    multiline: true,
    validation: { isRequired: true },
  }),
};

export const pressReleaseSchema = {
  headline: headline(`The release's title, at most ${headlineMaxLength} characters.`),
  date: date('The publication date. A future date keeps the release off the site until that day.'),
  time: publicationTime,
  dateline: plainText({
    label: 'Dateline',
    description: 'City and date that open the release, e.g. “HOUSTON, 17 September 2024”.',
    validation: { isRequired: true },
  }),
  summary: summaryText(
    'Summary',
    `One or two sentences (${summaryLength.min} to ${summaryLength.max} characters), shown by search engines and when the page is shared.`,
  ),
  listed: heldAsIs(
    fields.checkbox({
      label: 'List in News & Insights',
      description:
        'Shows the release as a card in News & Insights, on the home page and in the feed. Untick to publish the page only.',
      defaultValue: true,
    }),
    'true or false',
  ),
  id: newsId(
    'News & Insights id',
    'The card’s number in News & Insights: one no news item or other press release uses. The next free number is one more than the highest in use.',
  ),
  image: photo(
    'Card photo',
    'Optional. The photo of the release’s card in News & Insights: JPEG, PNG or WebP, landscape 16:9. Without one, the card shows the default project image.',
  ),
  path: plainText({
    label: 'Address (optional)',
    description:
      'Leave empty: the release is published at /newsroom/<file name>. Only for an address kept from the past.',
    validation: {
      pattern: {
        regex: /^(\/[a-z0-9/-]+)?$/,
        message: 'Leave empty, or start with / and use lower-case letters, digits and hyphens',
      },
    },
  }),
  back: choice({
    label: 'Back button',
    description: 'Where the page’s Back button goes.',
    options: [
      { label: 'Home page', value: 'home' },
      { label: 'The previous page (home page when opened directly)', value: 'history' },
    ],
    defaultValue: 'home',
    omitDefault: true,
  }),
  body: fields.markdoc({
    label: 'Text',
    description:
      'The release itself: paragraphs, headings (the page’s title is the headline, so sections start at “Heading 2”), quotes, emphasis, links, lists and photos (each with a description for people who cannot see it).',
    extension: 'md',
    options: {
      // The page's h1 is the headline: the body's outline starts at h2 (publishing/outline.ts checks it).
      heading: [2, 3],
      blockquote: true,
      // Photos go beside the release, in content/press-releases/<file name>/, and are written in
      // the text as ./<file name>/<photo>: a path relative to the release file. Without
      // `directory` Keystatic keeps them under <file name>/body/ while writing the first path.
      image: {
        directory: 'content/press-releases',
        publicPath: './',
        schema: {
          alt: fields.text({
            label: 'Description (alt text)',
            description: 'What the photo shows, for people who cannot see it.',
            validation: { isRequired: true },
          }),
          title: fields.text({ label: 'Title (optional)' }),
        },
      },
      table: false,
      codeBlock: false,
      code: false,
      divider: false,
    },
  }),
};

/** A translation's file name: the English entry's, which it translates. */
const translationFileName = {
  ...slugRule,
  description: 'The English entry’s file name, which this translates: a translation is found by its file name.',
};

/**
 * The refusal of a translation whose English entry (`englishFile`) does not exist, in one wording
 * for the build (publishing/entries.ts) and the editor's file-name field (scripts/local/editor/main.tsx).
 */
export const missingEnglishEntry = (englishFile: string) => ({
  problem: `translates ${englishFile}, which does not exist`,
  fix: 'rename it to the file name of the entry it translates, or delete it',
});

/**
 * The words of an entry, the fields a translation holds (docs/decisions.md, "Translated entries").
 * Everything else (id, date, time, link, photo, order, address, listing) is the English entry's, so
 * a date or a photo changed once changes in every language. Each field is the English one, with
 * the same rules.
 */
export const newsTranslationSchema = {
  headline: headline(`The title shown on the card, at most ${headlineMaxLength} characters.`, translationFileName),
};
export const teamTranslationSchema = {
  fullname: fullname(translationFileName),
  jobtitle: teamSchema.jobtitle,
  biography: teamSchema.biography,
};
export const pressReleaseTranslationSchema = {
  headline: headline(`The release's title, at most ${headlineMaxLength} characters.`, translationFileName),
  dateline: pressReleaseSchema.dateline,
  summary: pressReleaseSchema.summary,
  body: pressReleaseSchema.body,
};

/** Every language but English: each has a folder of translations in each collection. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = localeCodes.filter((locale): locale is TranslatedLocale => locale !== defaultLocale);

const english = locales[defaultLocale].ui;

/** The English entries, the originals. */
const originals = {
  news: collection({
    label: english.collections.news,
    slugField: 'headline',
    path: 'content/news/*',
    format: { data: 'yaml' },
    columns: ['headline', 'date'],
    // The editor's Preview: the page that lists the item (the edit server is the site's dev server).
    previewUrl: '/news-insights',
    schema: newsSchema,
  }),
  team: collection({
    label: english.collections.team,
    slugField: 'fullname',
    path: 'content/team/*',
    format: { data: 'yaml' },
    // The list shows where each person appears on the page.
    columns: ['fullname', 'order', 'jobtitle'],
    previewUrl: '/#team-container',
    schema: teamSchema,
  }),
  pressReleases: collection({
    label: english.collections.pressReleases,
    slugField: 'headline',
    path: 'content/press-releases/*',
    format: { contentField: 'body' },
    columns: ['headline', 'date'],
    // A release kept at an older address (its `path`) is previewed there by hand.
    previewUrl: '/newsroom/{slug}',
    schema: pressReleaseSchema,
  }),
};

/**
 * One language's collections of translations, beside the English entries
 * (`content/<collection>/<locale>/*`, the layout Keystatic's proposed `{locale}` path uses), each
 * previewed at its page in that language. Their names are in their language (a translator works in
 * it), with the language's name: none repeats an English collection's name, so each list is found
 * by its own.
 */
function translationCollections(locale: TranslatedLocale) {
  const { nativeName, prefix, ui } = locales[locale];
  const beside = <Name extends keyof typeof originals>(name: Name) => ({
    ...originals[name],
    label: `${ui.collections[name]} (${nativeName})`,
    path: originals[name].path!.replace('/*', `/${locale}/*`) as `${string}/*`,
    previewUrl: `${prefix}${originals[name].previewUrl}`,
  });
  return {
    news: collection({ ...beside('news'), columns: ['headline'], schema: newsTranslationSchema }),
    team: collection({ ...beside('team'), columns: ['fullname', 'jobtitle'], schema: teamTranslationSchema }),
    pressReleases: collection({
      ...beside('pressReleases'),
      columns: ['headline'],
      schema: pressReleaseTranslationSchema,
    }),
  };
}

/** Every language's collections of translations, named `<collection>_<locale>` (`news_de`). */
type TranslationCollections = ReturnType<typeof translationCollections>;
const translations = Object.fromEntries(
  translatedLocales.flatMap((locale) =>
    Object.entries(translationCollections(locale)).map(([name, collection]) => [`${name}_${locale}`, collection]),
  ),
) as { [Name in keyof TranslationCollections as `${Name}_${TranslatedLocale}`]: TranslationCollections[Name] };

/**
 * The legal pages' wording (docs/decisions.md, D76): one file per page and language,
 * `content/legal/<page>.md` (English) and `content/legal/<locale>/<page>.md`, each a singleton of
 * the editor named in its language and previewed at its page. The text's `##` headings make the
 * page's sections and its table of contents (publishing/legal.ts).
 */
const legalSchema = {
  title: plainText({
    label: 'Title',
    description: 'The page’s heading, and its title in search results and browser tabs.',
    validation: { isRequired: true, length: { max: 60 } },
  }),
  description: summaryText(
    'Description',
    `What search results show of the page: ${summaryLength.min} to ${summaryLength.max} characters.`,
  ),
  date: date('The date under the title: when this wording took effect, or was last reviewed or updated.'),
  body: fields.markdoc({
    label: 'Text',
    description:
      'The page’s sections, each starting with a “Heading 2” (the contents list and the addresses of the sections are made from them; a translation keeps the English sections in their order), with paragraphs, lists, emphasis and links.',
    extension: 'md',
    // Inline code stays: it writes a name a visitor may look up, such as a cookie's (`_ga_<id>`),
    // which as plain text Markdown would read as emphasis.
    options: { heading: [2, 3], blockquote: false, image: false, table: false, codeBlock: false, divider: false },
  }),
};

/** The singleton of a legal page in a language: `privacy-policy` (English), `privacy-policy_de`. */
export const legalSingletonName = (page: (typeof legalPages)[number], locale: Locale) =>
  locale === defaultLocale ? page : `${page}_${locale}`;

const legalSingletons = Object.fromEntries(
  localeCodes.flatMap((locale) => {
    const { nativeName, prefix, ui } = locales[locale];
    return legalPages.map((page) => [
      legalSingletonName(page, locale),
      singleton({
        label: locale === defaultLocale ? ui.chrome.legalPages[page] : `${ui.chrome.legalPages[page]} (${nativeName})`,
        path: `content/legal/${locale === defaultLocale ? '' : `${locale}/`}${page}`,
        format: { contentField: 'body' },
        previewUrl: `${prefix}${legalPath(page)}`,
        schema: legalSchema,
      }),
    ]);
  }),
);

/** A setting by its full name, which Vite writes in place; none where no tool defines the env object. */
function setting(read: () => unknown): string | undefined {
  try {
    const value = read();
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the editor saves. By default the files of this checkout (`npm run edit`, no account). For
 * editing the live site, `PUBLIC_KEYSTATIC_STORAGE=github` and `PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name`
 * make each save a commit on that repository (docs/operating.md, "Editing the live site"). Only the editor
 * exposes these variables; the build and Node see none and read local files.
 */
const githubRepo = setting(() => import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO)?.match(/^([\w.-]+)\/([\w.-]+)$/);
const storage =
  setting(() => import.meta.env.PUBLIC_KEYSTATIC_STORAGE) === 'github' && githubRepo
    ? ({ kind: 'github', repo: { owner: githubRepo[1]!, name: githubRepo[2]! } } as const)
    : ({ kind: 'local' } as const);

export default config({
  storage,
  ui: { brand: { name: 'Nexoform website' } },
  collections: { ...originals, ...translations },
  singletons: legalSingletons,
});
