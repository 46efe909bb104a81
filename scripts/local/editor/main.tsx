// The editor's page in the browser: Keystatic's own app, given the site's content schema, with the
// numbers only the whole collection knows (docs/decisions.md, "Content rules"): a new news item
// starts with the next free id and a used id is refused naming the next free one; a new team member
// starts with the next free position; a translation whose English entry does not exist is refused
// in its file-name field, in the build's words. A field's own rule that Keystatic's input does not
// display (an option the schema does not know, a used id) is shown under the field as soon as it applies.
import type { Config, FormFieldInputProps } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import config, { missingEnglishEntry, translatedLocales, withAlert } from '../../../keystatic.config';
import { entryFile, translationCollection, type EnglishCollection } from '../../../publishing/entryTypes';
import { ContentProblems } from './ContentProblems';
import { RedirectOffers } from './RedirectOffers';

type Numbers = { nextId: number; ids: Record<string, number>; nextOrder: number; englishFiles: string[] };

const root = document.getElementById('editor')!;

// Written into this page by the server, announced again after every save (plugin.mjs).
let numbers = JSON.parse(root.dataset.numbers!) as Numbers;
// Each announcement is counted on the page (`data-content-changes`): the server has taken in a
// save once it has announced it, which the editor's tests wait for.
let changes = 0;
import.meta.hot?.on('nexoform:editor-numbers', (data: Numbers) => {
  numbers = data;
  root.dataset.contentChanges = String(++changes);
});

/** The news item's or press release's file being edited, from the editor's address (none on a create page). */
function editedNewsFile(): string | undefined {
  const [, collection, slug] = /\/collection\/(news|pressReleases)\/item\/([^/]+)/.exec(window.location.pathname) ?? [];
  return slug ? entryFile(collection as EnglishCollection, decodeURIComponent(slug)) : undefined;
}

/** The problem with an id, if another news item or release has it (one id space: a release is a card too). */
function idProblem(id: number | null): string | undefined {
  if (id === null) return undefined;
  const own = editedNewsFile();
  const other = Object.entries(numbers.ids).find(([file, used]) => used === id && file !== own)?.[0];
  return other ? `Id ${id} is used by ${other}; the next free id is ${numbers.nextId}.` : undefined;
}

/**
 * The build's refusal (publishing/entries.ts) of a translation of `name` into `locale` whose
 * English entry does not exist, as the build's line.
 */
const missingEnglish =
  (name: EnglishCollection, locale: (typeof translatedLocales)[number]) => (value: { slug?: string } | null) => {
    if (!value?.slug) return undefined;
    const english = entryFile(name, value.slug);
    if (numbers.englishFiles.includes(english)) return undefined;
    const { problem, fix } = missingEnglishEntry(english);
    return `${entryFile(translationCollection(name, locale), value.slug)}: ${problem}; ${fix}`;
  };

/** What these wrappers read of a Keystatic form field (its public type, `FormField`). */
type Field = {
  kind: 'form';
  Input: (props: FormFieldInputProps<never>) => ReactElement | null;
  // A slug field's rule takes the collection's other file names too.
  validate: (value: never, ...rest: never[]) => unknown;
};

/** The field's Input with the message of `problem` under it while the value breaks it. */
function withProblem<F extends Field>(field: F, problem: (value: never) => string | undefined): F {
  const Input = field.Input;
  return {
    ...field,
    Input: (props: FormFieldInputProps<never>) => withAlert(<Input {...props} />, problem(props.value)),
  };
}

/** The message a field's own `validate` gives for a value, if it refuses it. */
const refusal = (field: Field) => (value: never) => {
  try {
    field.validate(value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** Every choice field shows why a value from a file is refused, so the entry can be fixed here. */
function withChoiceProblems<S extends Record<string, unknown>>(schema: S): S {
  return Object.fromEntries(
    Object.entries(schema).map(([key, field]) => {
      const candidate = field as Field & { options?: unknown };
      return [key, candidate.kind === 'form' && candidate.options ? withProblem(candidate, refusal(candidate)) : field];
    }),
  ) as S;
}

type ImageNode = { type: { name: string }; attrs: Record<string, unknown> };
type TextValue = { doc?: { descendants: (visit: (node: ImageNode) => void) => void } } | null;

/**
 * The build's rule for photos in a release's text (publishing/entries.ts): each has a description. The
 * photo's own dialog requires one, but a photo inserted and never opened has none until Create.
 */
function photoProblem(value: TextValue): string | undefined {
  let first: string | undefined;
  value?.doc?.descendants((node) => {
    if (first === undefined && node.type.name === 'image' && !String(node.attrs.alt ?? '').trim())
      first = String(node.attrs.filename ?? 'photo');
  });
  if (first === undefined) return undefined;
  return `The photo ${first} has no description; select it, press “Edit image details” and write what it shows.`;
}

/** The field with one more rule: `problem` refuses the value on Create and Save, and shows under the field. */
function withRule<F extends Field>(field: F, problem: (value: never) => string | undefined): F {
  return withProblem(
    {
      ...field,
      validate: (value: never, ...rest: never[]) => {
        const message = problem(value);
        if (message) throw new Error(message);
        return field.validate(value, ...rest);
      },
    },
    problem,
  );
}

const { news, team, pressReleases } = config.collections;
// A listed press release is a News & Insights item: it takes the same next free id and check.
const newsId = { ...withRule(news.schema.id, idProblem), defaultValue: () => numbers.nextId };

/** Each translation collection, its file-name field refusing a file name no English entry has. */
const translations = Object.fromEntries(
  translatedLocales.flatMap((locale) =>
    (['news', 'team', 'pressReleases'] as const).map((name) => {
      const collection = config.collections[translationCollection(name, locale)];
      const key = collection.slugField as keyof typeof collection.schema;
      const schema = {
        ...collection.schema,
        [key]: withRule(collection.schema[key] as Field, missingEnglish(name, locale)),
      };
      return [translationCollection(name, locale), { ...collection, schema }];
    }),
  ),
);

const editorConfig: Config = {
  ...config,
  // Keystatic types `ui` by the collections' exact shapes, which the generic `Config` does not accept.
  ui: config.ui as Config['ui'],
  collections: {
    ...config.collections,
    ...translations,
    news: {
      ...news,
      schema: withChoiceProblems({ ...news.schema, id: newsId }),
    },
    team: {
      ...team,
      schema: { ...team.schema, order: { ...team.schema.order, defaultValue: () => String(numbers.nextOrder) } },
    },
    pressReleases: {
      ...pressReleases,
      schema: withChoiceProblems({
        ...pressReleases.schema,
        id: newsId,
        body: withRule(pressReleases.schema.body, photoProblem),
      }),
    },
  },
};

createRoot(root).render(
  <StrictMode>
    <Keystatic config={editorConfig} />
    <RedirectOffers initial={JSON.parse(root.dataset.redirects!)} />
    <ContentProblems initial={JSON.parse(root.dataset.problems!) as string[]} />
  </StrictMode>,
);
