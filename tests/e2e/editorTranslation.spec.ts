import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../../content/locales';
import keystaticConfig from '../../keystatic.config';
import { loadEntries } from '../../publishing/entries';
import { entryFile, translationCollection } from '../../publishing/entryTypes';
import { formatContent } from '../../publishing/formatContent';
import { expect, test } from './fixtures';
import { copyRepo, keepOffline, removeCopies, startEditor, stop } from './repoCopy';

// The marketing team adds a translation in the editor (`npm run edit`, on a copy of the
// repository): "Pressemitteilungen (Deutsch)" writes the file beside the English entry, in
// content/press-releases/de/, with only the words; the preview is the release in German, under /de.
// docs/decisions.md, "Translated entries".

test.use({ actionTimeout: 15_000 });
test.afterEach(removeCopies);

const german = {
  headline: 'Nexoform eröffnet ein Werk in Rotterdam',
  dateline: 'ROTTERDAM, 16. Januar 2024',
  summary: 'Das Werk in Rotterdam verdoppelt die Kapazität für Aufträge aus Europa.',
  opening: 'Nexoform hat heute sein Werk in Rotterdam eröffnet.',
};

test('a German translation of a press release is created in the editor beside the English entry, and previewed in German', async ({
  page,
  context,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  const copy = copyRepo();
  // A release at its own /newsroom/ address (its preview's), without a German translation in the copy.
  const release = (await loadEntries(copy)).pressReleases.find(({ slug, path }) => path === `/newsroom/${slug}`)!;
  const file = entryFile(translationCollection('pressReleases', 'de'), release.slug);
  rmSync(join(copy, file), { force: true });
  const editor = await startEditor(copy);
  try {
    await keepOffline(context, editor.url, allowConsole);
    const form = page.getByRole('main');
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
    // Its file name is the English entry's, which it translates.
    await form.getByRole('textbox', { name: 'File name' }).fill(release.slug);
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
  } finally {
    await page.close();
    await stop(editor.child);
  }

  // `npm test`'s checks on what the editor saved: the content's and the file shape's.
  const entries = await loadEntries(copy);
  expect(entries.translations?.de?.pressReleases.find(({ slug }) => slug === release.slug)).toMatchObject({
    headline: german.headline,
    dateline: german.dateline,
    summary: german.summary,
  });
  const shapes = await formatContent(copy, { write: false });
  expect(shapes.filter((result) => result.status !== 'canonical')).toEqual([]);
});
