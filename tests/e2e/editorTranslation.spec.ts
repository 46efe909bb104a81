import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
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
  const { copy } = editor;
  const form = page.getByRole('main');
  // Keystatic logs the refusal of a Save or Create it blocks.
  allowConsole(/Field validation failed|^warning: [^]*, which does not exist; rename it/);
  const legal = legalFile('legal-notice', 'de');
  const legalBefore = readFileSync(join(copy, legal), 'utf8');
  const title = 'Impressum und Anbieterkennzeichnung';
  await page.goto(`${editor.url}/singleton/legal-notice_de`);
  const titleField = form.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue('Impressum', { timeout: 90_000 });
  await titleField.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Title is required|must not be empty/i).first()).toBeVisible();
  expect(readFileSync(join(copy, legal), 'utf8')).toBe(legalBefore);
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  // A singleton says nothing on Save: its Reset turns off once nothing is left unsaved.
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect.poll(() => readFileSync(join(copy, legal), 'utf8')).toContain(`title: ${title}`);
  const diff = execFileSync('git', ['diff', '--unified=0', '--', legal], { cwd: copy, encoding: 'utf8' });
  expect(diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual(['-title: Impressum', `+title: ${title}`]);
  await page.goto(new URL('/de/legal-notice', editor.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect((await loadLegalTexts(copy, ['de'])).de?.['legal-notice'].title).toBe(title);

  // A release at its own /newsroom/ address (its preview's), without a German translation in the copy.
  const release = (await loadEntries(copy)).pressReleases.find(({ slug, path }) => path === `/newsroom/${slug}`)!;
  const file = entryFile(translationCollection('pressReleases', 'de'), release.slug);
  rmSync(join(copy, file), { force: true });
  await page.goto(`${editor.url}/collection/pressReleases_de`);
  await expect(page.getByRole('heading', { name: `Pressemitteilungen (${locales.de.nativeName})` })).toBeVisible({
    timeout: 90_000,
  });
  await page.goto(`${editor.url}/collection/pressReleases_de/create`);
  await expect(form.getByRole('textbox', { name: 'Headline' })).toBeVisible({ timeout: 60_000 });
  // The translation holds the words only: no date, id, photo or address to fill in.
  for (const field of ['Date', 'News & Insights id', 'Card photo', 'Address (optional)'])
    await expect(form.getByRole('textbox', { name: field, exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Headline' }).fill(german.headline);
  // The file name the editor proposes, from the German headline, has no English entry: refused in
  // the field as the build refuses such a file, and Create writes nothing.
  const fileName = form.getByRole('textbox', { name: 'File name' });
  const proposed = await fileName.inputValue();
  expect(proposed).not.toBe(release.slug);
  const refusal = problemLine({
    file: entryFile(translationCollection('pressReleases', 'de'), proposed),
    ...missingEnglishEntry(entryFile('pressReleases', proposed)),
  });
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(page).toHaveURL(/\/collection\/pressReleases_de\/create$/);
  expect(existsSync(join(copy, entryFile(translationCollection('pressReleases', 'de'), proposed)))).toBe(false);
  // Its file name is the English entry's, which it translates.
  await fileName.fill(release.slug);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Dateline' }).fill(german.dateline);
  await form.getByRole('textbox', { name: 'Summary' }).fill(german.summary);
  await form.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type(german.opening);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/pressReleases_de/item/${release.slug}$`), { timeout: 30_000 });
  await expect(page.getByText('Entry created')).toBeVisible();

  // Written beside the English entry, with the words only; the English file is as it was.
  await expect.poll(() => existsSync(join(copy, file)), { timeout: 30_000 }).toBe(true);
  const written = readFileSync(join(copy, file), 'utf8');
  expect(written).toContain(`headline: ${german.headline}`);
  expect(written).toContain(german.opening);
  expect(written).not.toMatch(/^(date|id|image|listed|path):/m);
  expect(readFileSync(join(copy, entryFile('pressReleases', release.slug)), 'utf8')).toBe(
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
  expect(existsSync(join(copy, file))).toBe(true);

  // `npm test`'s content and file-shape checks on what the editor saved.
  const entries = await loadEntries(copy);
  expect(entries.translations?.de?.pressReleases.find(({ slug }) => slug === release.slug)).toMatchObject({
    headline: german.headline,
    dateline: german.dateline,
    summary: german.summary,
  });
  expect((await formatContent(copy, { write: false })).filter(({ status }) => status !== 'canonical')).toEqual([]);
});
