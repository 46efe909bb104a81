/**
 * The legal pages' wording (docs/decisions.md, D76): each page's file in each language, read and
 * checked through its singleton's schema (keystatic.config.ts) as an entry is, its text cut into
 * sections at its `##` headings. A section's id, its address on the page, is made from its English
 * heading in every language (D77): `/de/privacy-policy#cookies-and-tracking` is the German section,
 * so a translation keeps the English sections, in their order.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createReader } from '@keystatic/core/reader';
import Markdoc, { type Node } from '@markdoc/markdoc';
import keystaticConfig, { legalSingletonName } from '../keystatic.config';
import { legalPages, type LegalPage } from '../content/legalPages';
import { defaultLocale, localeCodes, type Locale } from '../content/locales';
import { ContentError, loadFields, repoRoot } from './entries';
import { bodyProblems, checkDate, schemaIssues } from './entryChecks';
import type { ContentProblem } from './entryTypes';
import { toRenderable, type MarkdownTree } from './markdown';
import { headingText } from './outline';

export type LegalSection = { id: string; heading: string; body: MarkdownTree };
/** A legal page in one language, ready to render. */
export type LegalText = { title: string; description: string; date: string; sections: LegalSection[] };
export type LegalTexts = Partial<Record<Locale, Record<LegalPage, LegalText>>>;

const singletonOf = (page: LegalPage, locale: Locale) => keystaticConfig.singletons![legalSingletonName(page, locale)]!;
/** The file of a legal page in a language, from the repository root: `content/legal/de/legal-notice.md`. */
export const legalFile = (page: LegalPage, locale: Locale) => `${singletonOf(page, locale).path}.md`;

/** `Cookies and Tracking` → `cookies-and-tracking`. */
const anchor = (heading: string) =>
  heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The body's sections, each a level-2 heading and what follows it; none when text comes before the first. */
function sectionsOf(body: Node): { heading: string; nodes: Node[] }[] {
  const sections: { heading: string; nodes: Node[] }[] = [];
  for (const node of body.children) {
    if (node.type === 'heading' && node.attributes.level === 2)
      sections.push({ heading: headingText(node), nodes: [] });
    else if (sections.length === 0) return [];
    else sections.at(-1)!.nodes.push(node);
  }
  return sections;
}

/**
 * Every legal page in each of `languages` (every locale by default), read from `root`.
 * @throws ContentError listing every problem (a missing file or field, a translation whose sections
 *   are not the English ones), each with its file.
 */
export async function loadLegalTexts(
  root: string = repoRoot,
  languages: readonly Locale[] = localeCodes,
): Promise<LegalTexts> {
  const reader = createReader(root, keystaticConfig);
  const problems: ContentProblem[] = [];
  const texts: LegalTexts = {};
  // English first: a translation's section ids are the English headings'.
  const english = new Map<LegalPage, string[]>();
  const order: Locale[] = [defaultLocale, ...languages.filter((code) => code !== defaultLocale)];
  for (const locale of order)
    for (const page of legalPages) {
      const file = legalFile(page, locale);
      const englishFile = legalFile(page, defaultLocale);
      if (!existsSync(join(root, file))) {
        problems.push({
          file,
          problem: 'is missing: every legal page has its text in every language',
          fix: locale === defaultLocale ? 'restore it' : `write it, translating ${englishFile}`,
        });
        continue;
      }
      const loaded = await loadFields(root, file, true);
      const issues = 'issue' in loaded ? [loaded.issue] : schemaIssues(file, singletonOf(page, locale), loaded.data);
      if (issues.length > 0) {
        problems.push(...issues);
        continue;
      }
      const read = await reader.singletons[legalSingletonName(page, locale)]!.read({ resolveLinkedFiles: true });
      if (!read) continue;
      checkDate(file, read.date, problems);
      bodyProblems(root, file, read.body.node, problems);
      const sections = sectionsOf(read.body.node);
      const ids = english.get(page) ?? sections.map(({ heading }) => anchor(heading));
      if (locale === defaultLocale) english.set(page, ids);
      if (sections.length === 0)
        problems.push({
          file,
          field: 'body',
          problem: 'has text before its first section, or no section',
          fix: 'start the text with a “Heading 2” (## in the file), the first section’s title',
        });
      else if (sections.length !== ids.length)
        problems.push({
          file,
          field: 'body',
          problem: `has ${sections.length} sections (“Heading 2”), but ${englishFile} has ${ids.length}`,
          fix: 'keep the English sections, in their order: each section’s address on the page is its English heading’s',
        });
      (texts[locale] ??= {} as Record<LegalPage, LegalText>)[page] = {
        title: read.title,
        description: read.description,
        date: read.date ?? '',
        sections: sections.map(({ heading, nodes }, index) => ({
          id: ids[index] ?? anchor(heading),
          heading,
          body: toRenderable(new Markdoc.Ast.Node('document', {}, nodes)),
        })),
      };
    }
  if (problems.length > 0) throw new ContentError(problems);
  return texts;
}
