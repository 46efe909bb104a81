import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legalFile, loadLegalTexts } from '../../publishing/legal';
import { expect, test } from './editorFixture';
import { keepOffline } from './repoCopy';

// The marketing team edits a legal page in a language (docs/editing.md, "The legal pages"): the
// German legal notice, in the editor on a copy of the repository, saved, previewed and read by the
// build's reader.

test.use({ actionTimeout: 15_000 });

test('the German legal notice is edited in the editor: Save writes only its line, the preview shows it at once, the build reads it, and an empty title is refused', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(240_000);
  const { copy } = editor;
  await keepOffline(context, editor.url, allowConsole);
  // Keystatic logs the refusal of a Save it blocks (here: the empty title).
  allowConsole(/Field validation failed/);
  const file = legalFile('legal-notice', 'de');
  const before = readFileSync(join(copy, file), 'utf8');
  const title = 'Impressum und Anbieterkennzeichnung';

  await page.goto(`${editor.url}/singleton/legal-notice_de`);
  const titleField = page.getByRole('main').getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue('Impressum', { timeout: 90_000 });

  // An empty title is refused: nothing is written.
  await titleField.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/Title is required|must not be empty/i)
      .first(),
  ).toBeVisible();
  expect(readFileSync(join(copy, file), 'utf8')).toBe(before);

  await titleField.fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  // A singleton says nothing on Save: its Reset turns off once nothing is left unsaved.
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect.poll(() => readFileSync(join(copy, file), 'utf8')).toContain(`title: ${title}`);
  const diff = execFileSync('git', ['diff', '--unified=0', '--', file], { cwd: copy, encoding: 'utf8' });
  expect(diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual(['-title: Impressum', `+title: ${title}`]);

  // The preview is the page in German, with the new heading, without a restart.
  await page.goto(new URL('/de/legal-notice', editor.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // What the build reads of the file.
  expect((await loadLegalTexts(copy, ['de'])).de?.['legal-notice'].title).toBe(title);
});
