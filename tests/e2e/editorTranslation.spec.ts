import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeCodes, locales } from '../../content/locales';
import keystaticConfig, { missingEnglishEntry } from '../../keystatic.config';
import { loadEntries, problemLine, type ContentError } from '../../publishing/entries';
import { entryFile, translationCollection } from '../../publishing/entryTypes';
import { formatContent } from '../../publishing/formatContent';
import { expect, test } from './editorFixture';
import { keepOffline, run } from './repoCopy';

// The marketing team adds a translation in the editor (`npm run edit`, on a copy of the
// repository): "Pressemitteilungen (Deutsch)" writes the file beside the English entry, in
// content/press-releases/de/, with only the words; the preview is the release in German, under /de.
// A file name no English entry has is refused in the form, and such a file written by hand leaves
// the rest of the preview up (docs/decisions.md, "Translated entries", D80).

test.use({ actionTimeout: 15_000 });

const german = {
  headline: 'Nexoform eröffnet ein Werk in Rotterdam',
  dateline: 'ROTTERDAM, 16. Januar 2024',
  summary: 'Das Werk in Rotterdam verdoppelt die Kapazität für Aufträge aus Europa.',
  opening: 'Nexoform hat heute sein Werk in Rotterdam eröffnet.',
};

test('a German translation of a press release is created in the editor beside the English entry, and previewed in German', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  const { copy } = editor;
  // A release at its own /newsroom/ address (its preview's), without a German translation in the copy.
  const release = (await loadEntries(copy)).pressReleases.find(({ slug, path }) => path === `/newsroom/${slug}`)!;
  const file = entryFile(translationCollection('pressReleases', 'de'), release.slug);
  rmSync(join(copy, file), { force: true });
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
  // The file name the editor proposes, from the German headline, has no English entry: refused in
  // the field as the build refuses such a file, and Create writes nothing.
  allowConsole(/^warning: [^]*, which does not exist; rename it/);
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

test('a translation whose English entry does not exist leaves every other page of the preview up; the editor, the terminal and the build name it in the same words', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(240_000);
  const { copy } = editor;
  const origin = new URL(editor.url).origin;
  const before = await loadEntries(copy);
  // A German release copied by hand under a file name no English entry has.
  const [translated] = before.translations?.de?.pressReleases ?? [];
  expect(translated).toBeDefined();
  const slug = `${translated!.slug}-draft`;
  const orphan = entryFile(translationCollection('pressReleases', 'de'), slug);
  writeFileSync(
    join(copy, orphan),
    readFileSync(join(copy, entryFile(translationCollection('pressReleases', 'de'), translated!.slug))),
  );
  // The build's words for it: its one problem.
  const refusal = await loadEntries(copy).then(
    () => [],
    (error: ContentError) => error.problems,
  );
  expect(refusal).toHaveLength(1);
  expect(refusal[0]).toContain(orphan);

  // Every other page renders: each language's home and news list, and each release's page in
  // English and in each language it is translated into.
  const paths = localeCodes.flatMap((locale) => [
    locales[locale].prefix || '/',
    `${locales[locale].prefix}/news-insights`,
  ]);
  for (const release of before.pressReleases) paths.push(release.path);
  for (const [locale, translations] of Object.entries(before.translations ?? {}))
    for (const release of translations.pressReleases)
      paths.push(
        `${locales[locale as keyof typeof locales].prefix}${before.pressReleases.find(({ slug }) => slug === release.slug)!.path}`,
      );
  for (const path of paths) {
    const response = await page.request.get(`${origin}${path}`);
    expect(response.status(), `${path}: ${(await response.text()).slice(0, 300)}`).toBe(200);
  }

  // The editor lists it beside every screen, and its entry opens with the refusal in the field.
  await keepOffline(context, editor.url, allowConsole);
  await page.goto(`${editor.url}/collection/pressReleases_de/item/${slug}`);
  await expect(page.getByRole('region', { name: 'Files the site cannot publish' })).toContainText(refusal[0]!, {
    timeout: 90_000,
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(refusal[0]!);
  await expect.poll(() => editor.stderr()).toContain(refusal[0]);
  // The build still refuses it, in the same words.
  await expect(run('npm', ['run', 'build'], copy)).rejects.toThrow(refusal[0]);
});

test('the editor asks no other host: opening it and an entry requests only its own address', async ({
  page,
  editor,
  context,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(editor.url).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // Any request elsewhere is seen above before it is stopped here.
  await keepOffline(context, editor.url, allowConsole);
  const [release] = (await loadEntries(editor.copy)).pressReleases;
  await page.goto(editor.url);
  await page.goto(`${editor.url}/collection/pressReleases/item/${release!.slug}`);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Headline' })).toHaveValue(release!.headline, {
    timeout: 90_000,
  });
  expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
});
