/**
 * The content schema: one definition for the build's validation (publishing/entries.ts reads every
 * entry through Keystatic's reader, which parses and validates each field against it) and for
 * the visual editor. Every rule a field can hold alone lives here (required, lengths, patterns,
 * options); what needs all entries (unique ids and paths, photos that exist) is checked by
 * publishing/entries.ts and, for ids, by the editor too (docs/decisions.md, "Content rules"). Component types are inferred from it (`Entry<...>`), never kept by hand.
 *
 * Files it describes (the content contract, README "Changing content"):
 *   content/news/<slug>.yaml            one News & Insights item
 *   content/team/<slug>.yaml            one team member
 *   content/press-releases/<slug>.md    one press release: YAML front matter + Markdown body
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
import { collection, config, fields, type BasicFormField } from '@keystatic/core';
import { createElement } from 'react';
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
  const parse = (value: unknown): Value =>
    (value === undefined || value === null ? defaultValue : typeof value === 'string' ? value : String(value)) as Value;
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
  // Keystatic types a text field as one that may hold a slug; this one is a plain form field.
  const text = fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: /^-?\d+$/, message: `${label} must be a whole number, e.g. 3` },
    },
  }) as unknown as BasicFormField<string>;
  const parse = (value: unknown): string =>
    value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);
  return flaggedOnOpen({
    ...text,
    parse,
    serialize: (value) => ({ value: /^-?\d+$/.test(value) ? Number(value) : value || undefined }),
    reader: { parse: (value) => Number(text.validate(parse(value))) },
  });
}

/** Entry photos live in the entry's folder and are referenced relative to the entry file. */
const photo = (label: string, description: string) => fields.image({ label, description, publicPath: './' });

/**
 * Scheduled publishing (docs/decisions.md): an optional time on the entry's date, with an optional
 * time zone. Empty means the start of the day; without a zone the time is the company's.
 */
const publicationTime = fields.text({
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

export const newsSchema = {
  headline: flaggedOnOpen(
    fields.slug({
      name: {
        label: 'Headline',
        description: `The title shown on the card, at most ${headlineMaxLength} characters.`,
        validation: { isRequired: true, length: { max: headlineMaxLength } },
      },
      slug: slugRule,
    }),
  ),
  id: fields.integer({
    label: 'Id',
    description: 'A number no other news item uses. The next free number is one more than the highest in use.',
    validation: { isRequired: true, min: 1 },
  }),
  date: fields.date({
    label: 'Date',
    description: 'The publication date. Newest items are shown first; a future date is published on that day.',
    validation: { isRequired: true },
  }),
  time: publicationTime,
  uri: fields.text({
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
  publication: fields.text({
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

export const teamSchema = {
  fullname: flaggedOnOpen(
    fields.slug({
      name: { label: 'Full name', validation: { isRequired: true } },
      slug: slugRule,
    }),
  ),
  order: wholeNumber({
    label: 'Position',
    description: 'Where the person appears on the team page: smaller numbers come first.',
  }),
  jobtitle: fields.text({ label: 'Job title', validation: { isRequired: true } }),
  image: photo('Photo', 'Optional. A square JPEG, PNG or WebP portrait. Without one, a neutral placeholder is shown.'),
  biography: fields.text({
    label: 'Biography',
    description:
      'Shown when a visitor opens the person’s card. Separate paragraphs with an empty line; *italic*, **bold** and [links](https://example.com) work.',
    multiline: true,
    validation: { isRequired: true },
  }),
};

export const pressReleaseSchema = {
  headline: flaggedOnOpen(
    fields.slug({
      name: {
        label: 'Headline',
        description: `The release's title, at most ${headlineMaxLength} characters.`,
        validation: { isRequired: true, length: { max: headlineMaxLength } },
      },
      slug: slugRule,
    }),
  ),
  date: fields.date({
    label: 'Date',
    description: 'The publication date. A future date keeps the release off the site until that day.',
    validation: { isRequired: true },
  }),
  time: publicationTime,
  dateline: fields.text({
    label: 'Dateline',
    description: 'City and date that open the release, e.g. “HOUSTON, 17 September 2024”.',
    validation: { isRequired: true },
  }),
  summary: flaggedOnOpen(
    fields.text({
      label: 'Summary',
      description: `One or two sentences (${summaryLength.min} to ${summaryLength.max} characters), shown by search engines and when the page is shared.`,
      multiline: true,
      validation: { isRequired: true, length: summaryLength },
    }),
  ),
  listed: fields.checkbox({
    label: 'List in News & Insights',
    description:
      'Shows the release as a card in News & Insights, on the home page and in the feed. Untick to publish the page only.',
    defaultValue: true,
  }),
  id: fields.integer({
    label: 'News & Insights id',
    description:
      'The card’s number in News & Insights: one no news item or other press release uses. The next free number is one more than the highest in use.',
    validation: { isRequired: true, min: 1 },
  }),
  image: photo(
    'Card photo',
    'Optional. The photo of the release’s card in News & Insights: JPEG, PNG or WebP, landscape 16:9. Without one, the card shows the default project image.',
  ),
  path: fields.text({
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
  collections: {
    news: collection({
      label: 'News & Insights',
      slugField: 'headline',
      path: 'content/news/*',
      format: { data: 'yaml' },
      columns: ['headline', 'date'],
      // The editor's Preview: the page that lists the item (the edit server is the site's dev server).
      previewUrl: '/news-insights',
      schema: newsSchema,
    }),
    team: collection({
      label: 'Team',
      slugField: 'fullname',
      path: 'content/team/*',
      format: { data: 'yaml' },
      // The list shows where each person appears on the page.
      columns: ['fullname', 'order', 'jobtitle'],
      previewUrl: '/#team-container',
      schema: teamSchema,
    }),
    pressReleases: collection({
      label: 'Press releases',
      slugField: 'headline',
      path: 'content/press-releases/*',
      format: { contentField: 'body' },
      columns: ['headline', 'date'],
      // A release kept at an older address (its `path`) is previewed there by hand.
      previewUrl: '/newsroom/{slug}',
      schema: pressReleaseSchema,
    }),
  },
});
