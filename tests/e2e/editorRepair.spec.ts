import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEntries } from '../../publishing/entries';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { expect, test } from './fixtures';
import { copyRepo, keepOffline, removeCopies, startEditor, stop } from './repoCopy';

// Files written by hand with values the site refuses (`npm run edit`, on a copy of the repository):
// each still opens in the editor, shows what it holds with the build's words beside the field from
// the moment it opens, and can be fixed and saved, or deleted.

test.use({ actionTimeout: 15_000 });
test.afterEach(removeCopies);

test('an entry with a value of the wrong kind or over a limit opens with the problem shown, and is fixed or deleted', async ({
  page,
  context,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  const copy = copyRepo();
  const { nextId } = await editorNumbers(copy);
  const before = await loadEntries(copy);
  const member = 'content/team/tobias-third.yaml';
  writeFileSync(
    join(copy, member),
    'fullname: Tobias Third\norder: third\njobtitle: Site Engineer\nbiography: Tobias builds the sites.\n',
  );
  const headline = 'A headline written by hand, too long for a card '.padEnd(130, 'x');
  const item = 'content/news/long-headline.yaml';
  writeFileSync(
    join(copy, item),
    [
      `headline: ${headline}`,
      `id: ${nextId}`,
      'date: 2024-02-01',
      'uri: https://example.com/long',
      'publication: Data Centre Weekly',
      'type: News Article',
      '',
    ].join('\n'),
  );
  // The build refuses both, with the words the editor shows.
  await expect(loadEntries(copy)).rejects.toThrow(/order must be a whole number, e\.g\. 3/);
  await expect(loadEntries(copy)).rejects.toThrow(/headline must be no longer than 120 characters/);

  const editor = await startEditor(copy);
  try {
    await keepOffline(context, editor.url, allowConsole);
    // After Delete, Keystatic's entry page renders once more while its entry leaves the list, and
    // React recovers by rendering again (the list then shows, without the entry).
    allowConsole(/^pageerror: There was an error during concurrent rendering but React was able to recover/);
    const form = page.getByRole('main');

    // The position written as a word: the entry opens, the field holds the word and says what to do.
    await page.goto(`${editor.url}/collection/team/item/tobias-third`);
    const position = form.getByRole('textbox', { name: 'Position' });
    await expect(position).toHaveValue('third', { timeout: 90_000 });
    await expect(form.getByText('Position must be a whole number, e.g. 3')).toBeVisible();
    await position.fill('7');
    await expect(form.getByText('Position must be a whole number, e.g. 3')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect.poll(() => readFileSync(join(copy, member), 'utf8')).toContain('\norder: 7\n');

    // The headline over the limit: flagged as the entry opens, before any edit.
    await page.goto(`${editor.url}/collection/news/item/long-headline`);
    await expect(form.getByRole('textbox', { name: 'Headline' })).toHaveValue(headline, { timeout: 90_000 });
    await expect(form.getByText('Headline must be no longer than 120 characters')).toBeVisible();
    await form.getByRole('toolbar').getByRole('button', { name: 'Delete entry…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page).toHaveURL(/\/collection\/news$/, { timeout: 30_000 });
    await expect.poll(() => existsSync(join(copy, item))).toBe(false);
  } finally {
    await page.close();
    await stop(editor.child);
  }

  // The content reads again: the fixed member is there once, at the position typed, and nothing else changed.
  const after = await loadEntries(copy);
  expect(after.news.length).toBe(before.news.length);
  expect(after.team.length).toBe(before.team.length + 1);
  expect(after.team.filter((entry) => entry.fullname === 'Tobias Third')).toEqual([
    expect.objectContaining({ order: 7 }),
  ]);
});
