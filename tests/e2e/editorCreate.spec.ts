import type { Page } from '@playwright/test';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { expect, test } from './editorFixture';

// Create with a photo while a preview of the site is open: the editor confirms and stays on the new
// entry, with what was typed. A new photo changes a module of the site's server (the list of
// photos); that change once reloaded every open page, the editor's too, which then showed an empty
// "Add" form with no confirmation. Runs in Chromium and Firefox (playwright.config.ts).

/**
 * Marks the page, presses Create and waits until the entry's own page is shown and the server has
 * taken in the new files (the editor counts each announcement, scripts/local/editor/main.tsx): a
 * reload by then would have dropped the mark.
 */
async function createAndConfirm(page: Page, create: (item: string) => Promise<void>, item: string) {
  const changes = async () => Number((await page.locator('#editor').getAttribute('data-content-changes')) ?? 0);
  const before = await changes();
  // A mark a reload would drop.
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  await create(item);
  // Keystatic changes the address at once and renders the entry's page in a transition, keeping the
  // create form, with the same values, on screen until then: what is typed into that form before
  // the entry's form replaces it is lost. The entry's page is the one with Save and no Create.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  await expect.poll(changes, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/collection/${item}$`));
}

test('after a preview was opened, Create with a photo and Save confirm and stay on the entry, for a team member and a press release; a photo in the text needs its description first', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  const { nextId, nextOrder } = await editorNumbers(editor.copy);
  // Keystatic's image preview revokes the photo's object URL once the entry is saved.
  allowConsole(/^error: (Error loading image|Failed to load resource)/);
  // Keystatic logs the refusal of a Create it blocks.
  allowConsole(/^warning: (Error$|[^]*has no description)/);

  // The preview, open in its own tab, as the editor's Preview button opens it.
  const preview = await context.newPage();
  await preview.goto(new URL('/', editor.url).href);
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  const { form, field, fillIn, expectValues, upload, photoHeld } = editor;
  await editor.open('/collection/team/create', 'Position', nextOrder);
  const member = { 'Full name': 'Imke de Vries', 'Job title': 'Head of Plant Operations' };
  await fillIn({ ...member, Biography: 'Imke runs the plant.' }, true);
  await upload('Photo', 'portrait.jpg');
  await createAndConfirm(page, editor.create, 'team/item/imke-de-vries');
  await expectValues({ ...member, Position: nextOrder });
  await expect(photoHeld('Photo')).toBeVisible();
  // Save confirms too, and stays.
  await fillIn({ 'Job title': 'Head of Plant Operations, Rotterdam' }, true);
  await editor.save();
  await expectValues({ 'Job title': 'Head of Plant Operations, Rotterdam' });

  // The preview is read again (a new page load), then a press release with its card's photo.
  await preview.reload();
  await expect(preview.getByText('Imke de Vries').first()).toBeAttached();
  // Reached inside the editor, as a person would: a new visit would load the editor's page again.
  await page.getByRole('navigation').getByRole('link', { name: 'Press releases' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await expectValues({ Id: nextId });
  const release = { Headline: 'Nexoform opens a plant in Rotterdam', Date: '2024-01-16' };
  const summary = 'The Rotterdam plant doubles the capacity for European orders.';
  await fillIn({ ...release, Dateline: 'ROTTERDAM, 16 January 2024', Summary: summary }, true);
  const body = field('Text');
  await body.click();
  await page.keyboard.type('Nexoform today opened its plant in Rotterdam.');
  await upload('Card photo', 'card.jpg');
  // A photo in the text with no description: refused, as the build refuses it, with what to do.
  await body.click();
  for (const key of ['End', 'Enter']) await page.keyboard.press(key);
  await editor.insertImage('plant.jpg');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'The photo plant.jpg has no description' })).toBeVisible();
  await expect(page).toHaveURL(/\/collection\/pressReleases\/create$/);
  await editor.describeImage('The plant at dusk', true);
  await expect(form.getByRole('alert').filter({ hasText: 'has no description' })).toHaveCount(0);
  await createAndConfirm(page, editor.create, 'pressReleases/item/nexoform-opens-a-plant-in-rotterdam');
  await expectValues({ Headline: release.Headline, Summary: summary, Id: nextId });
  await expect(body).toContainText('opened its plant in Rotterdam');
  await expect(body.locator('img[data-filename]')).toHaveCount(1);
  await expect(photoHeld('Card photo')).toBeVisible();
  await preview.close();
});
