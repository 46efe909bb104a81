import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { expect, photo, test, type, upload } from './editorFixture';

// Create with a photo while a preview of the site is open: the editor confirms and stays on the new
// entry, with what was typed. A new photo changes a module of the site's server (the list of
// photos); that change once reloaded every open page, the editor's too, which then showed an empty
// "Add" form with no confirmation. Runs in Chromium and Firefox (playwright.config.ts).

/**
 * Marks the page, presses Create and waits until the entry's own page is shown and the server has
 * taken in the new files (the editor counts each announcement, scripts/local/editor/main.tsx): a
 * reload by then would have dropped the mark.
 */
async function createAndConfirm(page: Page, itemPath: RegExp) {
  const changes = async () => Number((await page.locator('#editor').getAttribute('data-content-changes')) ?? 0);
  const before = await changes();
  // A mark a reload would drop.
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(itemPath, { timeout: 30_000 });
  await expect(page.getByText('Entry created')).toBeVisible();
  // Keystatic changes the address at once and renders the entry's page in a transition, keeping the
  // create form, with the same values, on screen until then: what is typed into that form before
  // the entry's form replaces it is lost. The entry's page is the one with Save and no Create.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await expect.poll(changes, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(itemPath);
}

test('after a preview was opened, Create with a photo and Save confirm and stay on the entry, for a team member and a press release; a photo in the text needs its description first', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  const { copy } = editor;
  const { nextId, nextOrder } = await editorNumbers(copy);
  // Keystatic's image preview revokes the photo's object URL once the entry is saved.
  allowConsole(/^error: (Error loading image|Failed to load resource)/);
  // Keystatic logs the refusal of a Create it blocks.
  allowConsole(/^warning: (Error$|[^]*has no description)/);
  for (const [name, color] of Object.entries({ portrait: '#8f6e3b', card: '#6e8f3b', plant: '#3b6e8f' }))
    await photo(join(copy, `${name}.jpg`), color);

  // The preview, open in its own tab, as the editor's Preview button opens it.
  const preview = await context.newPage();
  await preview.goto(new URL('/', editor.url).href);
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  const form = page.getByRole('main');
  await page.goto(`${editor.url}/collection/team/create`);
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue(String(nextOrder), { timeout: 90_000 });
  await type(form.getByRole('textbox', { name: 'Full name' }), 'Imke de Vries');
  await type(form.getByRole('textbox', { name: 'Job title' }), 'Head of Plant Operations');
  await type(form.getByRole('textbox', { name: 'Biography' }), 'Imke runs the plant.');
  await upload(page, 'Photo', join(copy, 'portrait.jpg'));
  await createAndConfirm(page, /\/collection\/team\/item\/imke-de-vries$/);
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Imke de Vries');
  await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue('Head of Plant Operations');
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue(String(nextOrder));
  await expect(form.getByRole('group', { name: 'Photo' }).getByRole('button', { name: 'Remove' })).toBeVisible();
  // Save confirms too, and stays.
  await type(form.getByRole('textbox', { name: 'Job title' }), 'Head of Plant Operations, Rotterdam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue('Head of Plant Operations, Rotterdam');

  // The preview is read again (a new page load), then a press release with its card's photo.
  await preview.reload();
  await expect(preview.getByText('Imke de Vries').first()).toBeAttached();
  await page.goto(`${editor.url}/collection/pressReleases/create`);
  const id = form.getByRole('textbox', { name: 'Id', exact: true });
  await expect(id).toHaveValue(String(nextId), { timeout: 60_000 });
  const headline = 'Nexoform opens a plant in Rotterdam';
  const summary = 'The Rotterdam plant doubles the capacity for European orders.';
  await type(form.getByRole('textbox', { name: 'Headline' }), headline);
  // A date field takes its value whole in either engine.
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2024-01-16');
  await type(form.getByRole('textbox', { name: 'Dateline' }), 'ROTTERDAM, 16 January 2024');
  await type(form.getByRole('textbox', { name: 'Summary' }), summary);
  await form.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Nexoform today opened its plant in Rotterdam.');
  await upload(page, 'Card photo', join(copy, 'card.jpg'));
  // A photo in the text with no description: refused, as the build refuses it, with what to do.
  const body = form.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles(join(copy, 'plant.jpg'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'The photo plant.jpg has no description' })).toBeVisible();
  await expect(page).toHaveURL(/\/collection\/pressReleases\/create$/);
  await body.locator('img[data-filename]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Edit image details' }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await type(details.getByRole('textbox', { name: 'Description (alt text)' }), 'The plant at dusk');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'has no description' })).toHaveCount(0);
  await createAndConfirm(page, /\/collection\/pressReleases\/item\/nexoform-opens-a-plant-in-rotterdam$/);
  await expect(form.getByRole('textbox', { name: 'Headline' })).toHaveValue(headline);
  await expect(form.getByRole('textbox', { name: 'Summary' })).toHaveValue(summary);
  await expect(id).toHaveValue(String(nextId));
  await expect(body).toContainText('opened its plant in Rotterdam');
  await expect(body.locator('img[data-filename]')).toHaveCount(1);
  await expect(form.getByRole('group', { name: 'Card photo' }).getByRole('button', { name: 'Remove' })).toBeVisible();
  await preview.close();
});
