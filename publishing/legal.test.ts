import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import keystaticConfig from '../keystatic.config';
import { legalPages, legalPath } from '../content/legalPages';
import { defaultLocale, localeCodes, locales } from '../content/locales';
import { ContentError } from './entries';
import { legalFile, loadLegalTexts } from './legal';

const texts = await loadLegalTexts();

it.each(localeCodes)('legal pages exist in %s, each section with its English section’s id, in order', (locale) => {
  for (const page of legalPages) {
    const english = texts[defaultLocale]![page];
    const text = texts[locale]![page];
    expect(text.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
    expect(text.sections.every((section) => section.heading && section.body.length > 0)).toBe(true);
  }
});

it('the legal pages (content/legal/) have the cookie section every footer links to', () => {
  expect(texts[defaultLocale]!['privacy-policy'].sections.map(({ id }) => id)).toContain('cookies-and-tracking');
});

it('the legal pages (content/legal/) are each a singleton of the editor, in each language, previewed at its page in that language', () => {
  const singletons = Object.values(keystaticConfig.singletons ?? {});
  for (const locale of localeCodes)
    for (const page of legalPages) {
      const singleton = singletons.find((candidate) => `${candidate.path}.md` === legalFile(page, locale));
      expect(singleton?.previewUrl, `${locale} ${page}`).toBe(`${locales[locale].prefix}${legalPath(page)}`);
      expect(singleton?.label).toContain(locales[locale].ui.chrome.legalPages[page]);
    }
});

const [page, locale] = [legalPages[2], localeCodes[1]!];
it.each<[string, (text: string) => string | undefined, unknown]>([
  [
    'a file missing a required field, naming the file and the field',
    (text) => text.replace(/^title: .*\n/m, ''),
    expect.stringMatching(new RegExp(`^${legalFile(page, locale)}: title is missing`)),
  ],
  [
    'a language without one of the pages',
    () => undefined,
    expect.stringContaining(`is missing: every legal page has its text in every language`),
  ],
  // The last heading gone: its text joins the section before.
  [
    'a translation whose sections are not the English ones',
    (text) => text.replace(/\n## [^\n]*\n(?![^]*\n## )/, '\n'),
    expect.stringContaining('but content/legal/legal-notice.md has'),
  ],
])('the legal pages’ reader refuses %s', async (_name, change, problem) => {
  // A copy of the legal files, `change` made to the file of `page` in `locale` (undefined: the file removed).
  const root = mkdtempSync(join(tmpdir(), 'legal-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync('content/legal', join(root, 'content/legal'), { recursive: true });
  const file = join(root, legalFile(page, locale));
  const changed = change(readFileSync(file, 'utf8'));
  if (changed === undefined) rmSync(file);
  else writeFileSync(file, changed);
  const error = await loadLegalTexts(root).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  expect((error as ContentError).problems).toEqual([problem]);
});
