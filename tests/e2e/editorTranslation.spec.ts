import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../../content/locales';
import keystaticConfig, { missingEnglishEntry } from '../../keystatic.config';
import { loadEntries, problemLine } from '../../publishing/entries';
import { entryFile, translationCollection } from '../../publishing/entryTypes';
import { formatContent } from '../../publishing/formatContent';
import { legalFile, loadLegalTexts } from '../../publishing/legal';
import { expect, test } from './editorFixture';

// German written in the editor (docs/decisions.md, "Translated entries", D80; docs/editing.md,
// "The legal pages"); a translation's file name is its English entry's.

const german = {
  headline: 'Nexoform eröffnet ein Werk in Rotterdam',
  dateline: 'ROTTERDAM, 16. Januar 2024',
  summary: 'Das Werk in Rotterdam verdoppelt die Kapazität für Aufträge aus Europa.',
  opening: 'Nexoform hat heute sein Werk in Rotterdam eröffnet.',
};

test('the German legal notice is edited in the editor (Save writes only its line, the preview shows it at once, the build reads it, an empty title is refused), and a German translation of a press release is created beside the English entry and previewed in German', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  const { copy, form, field, fillIn, read, exists } = editor;
  // Keystatic logs the refusal of a Save or Create it blocks.
  allowConsole(/Field validation failed|^warning: [^]*, which does not exist; rename it/);
  const legal = legalFile('legal-notice', 'de');
  const legalBefore = read(legal);
  const title = 'Impressum und Anbieterkennzeichnung';
  const titleField = await editor.open('/singleton/legal-notice_de', 'Title', 'Impressum');
  await titleField.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Title is required|must not be empty/i).first()).toBeVisible();
  expect(read(legal)).toBe(legalBefore);
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  // A singleton says nothing on Save: its Reset turns off once nothing is left unsaved.
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect.poll(() => read(legal)).toContain(`title: ${title}`);
  const diff = execFileSync('git', ['diff', '--unified=0', '--', legal], { cwd: copy, encoding: 'utf8' });
  expect(diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual(['-title: Impressum', `+title: ${title}`]);
  await page.goto(new URL('/de/legal-notice', editor.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect((await loadLegalTexts(copy, ['de'])).de?.['legal-notice'].title).toBe(title);

  // A release at its own /newsroom/ address (its preview's), without a German translation in the copy.
  const release = (await loadEntries(copy)).pressReleases.find(({ slug, path }) => path === `/newsroom/${slug}`)!;
  const germanFile = (slug: string) => entryFile(translationCollection('pressReleases', 'de'), slug);
  const file = germanFile(release.slug);
  rmSync(join(copy, file), { force: true });
  await page.goto(`${editor.url}/collection/pressReleases_de`);
  await expect(page.getByRole('heading', { name: `Pressemitteilungen (${locales.de.nativeName})` })).toBeVisible({
    timeout: 90_000,
  });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(field('Headline')).toBeVisible();
  // The translation holds the words only: no date, id, photo or address to fill in.
  for (const name of ['Date', 'News & Insights id', 'Card photo', 'Address (optional)'])
    await expect(form.getByRole('textbox', { name, exact: true })).toHaveCount(0);
  await fillIn({ Headline: german.headline });
  // The file name the editor proposes, from the German headline, has no English entry: refused in
  // the field as the build refuses such a file, and Create writes nothing.
  const fileName = field('File name');
  const proposed = await fileName.inputValue();
  expect(proposed).not.toBe(release.slug);
  const refusal = problemLine({
    file: germanFile(proposed),
    ...missingEnglishEntry(entryFile('pressReleases', proposed)),
  });
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(page).toHaveURL(/\/collection\/pressReleases_de\/create$/);
  expect(exists(germanFile(proposed))).toBe(false);
  // Its file name is the English entry's, which it translates.
  await fileName.fill(release.slug);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await fillIn({ Dateline: german.dateline, Summary: german.summary });
  await field('Text').click();
  await page.keyboard.type(german.opening);
  await editor.create(`pressReleases_de/item/${release.slug}`);

  // Written beside the English entry, with the words only; the English file is as it was.
  await expect.poll(() => exists(file), { timeout: 30_000 }).toBe(true);
  const written = read(file);
  expect(written).toContain(`headline: ${german.headline}`);
  expect(written).toContain(german.opening);
  expect(written).not.toMatch(/^(date|id|image|listed|path):/m);
  expect(read(entryFile('pressReleases', release.slug))).toBe(
    readFileSync(entryFile('pressReleases', release.slug), 'utf8'),
  );

  // The editor's Preview (the collection's preview address): the release in German, under /de.
  const previewPath = keystaticConfig.collections.pressReleases_de.previewUrl!.replace('{slug}', release.slug);
  expect(previewPath).toBe(`/de/newsroom/${release.slug}`);
  const shown = await context.newPage();
  expect((await shown.goto(new URL(previewPath, editor.url).href))?.status()).toBe(200);
  await expect(shown.locator('html')).toHaveAttribute('lang', 'de');
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(german.headline, { timeout: 60_000 });
  await expect(shown.locator('article')).toContainText(`${german.dateline} – ${german.opening}`);

  // Renamed to a file name no English entry has: Save is refused too, and the file stays.
  await fileName.fill(`${release.slug}-de`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(`, which does not exist; rename it`);
  await expect(page).toHaveURL(new RegExp(`/collection/pressReleases_de/item/${release.slug}$`));
  expect(exists(file)).toBe(true);

  // `npm test`'s content and file-shape checks on what the editor saved.
  const entries = await loadEntries(copy);
  const { opening: _text, ...fields } = german;
  expect(entries.translations?.de?.pressReleases.find(({ slug }) => slug === release.slug)).toMatchObject(fields);
  expect((await formatContent(copy, { write: false })).filter(({ status }) => status !== 'canonical')).toEqual([]);
});
