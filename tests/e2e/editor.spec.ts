import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEntries } from '../../publishing/entries';
import { formatContent } from '../../publishing/formatContent';
import { editorNumbers } from '../../scripts/local/editor/newsIds.mjs';
import { photo, repo, run } from './repoCopy';
import type { Page } from '@playwright/test';
import { expect, test } from './editorFixture';

// The editor (`npm run edit`) on a copy of the repository: the real content is never touched.
// It saves one entry of each kind through the UI (a release with a heading, a quote and a photo),
// previews the new release at once, then holds the files to the content and file-shape checks of
// `npm test`, compares them with the same entries written by hand from docs/editing.md, and rebuilds
// the copy, whose built site shows them.

// Each step fails within seconds rather than at the end of the whole test's time.
test.use({ actionTimeout: 15_000 });

/** The photo field's own button opens the file chooser (its input exists only then). */
async function upload(page: Page, path: string) {
  const field = page.getByRole('main').getByRole('group', { name: 'Photo' });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(path);
  // The field holds a photo once it offers to remove it.
  await expect(field.getByRole('button', { name: 'Remove' })).toBeVisible();
}

const news = {
  headline: 'Nexoform opens a plant in Rotterdam',
  date: '2024-01-15',
  uri: 'https://www.datacenterdynamics.com/en/news/nexoform-rotterdam/',
  publication: 'Data Centre Dynamics',
};
const person = {
  fullname: 'Imke de Vries',
  jobtitle: 'Head of Plant Operations, Rotterdam',
  biography: 'Imke runs the Rotterdam plant.',
};
const release = {
  slug: 'nexoform-opens-a-plant-in-rotterdam',
  headline: 'Nexoform opens a plant in Rotterdam',
  date: '2024-01-16',
  dateline: 'ROTTERDAM, 16 January 2024',
  summary: 'The Rotterdam plant doubles the capacity for European orders.',
  opening: 'Nexoform today opened its plant in Rotterdam.',
  heading: 'Why Rotterdam',
  quote: 'The port puts every European site within a day of the plant.',
  alt: 'The Rotterdam plant at dusk',
};

test('the editor creates an entry of each kind in the shape docs/editing.md gives, and a rebuild publishes them', async ({
  page,
  editor,
  allowConsole,
}) => {
  test.setTimeout(480_000);
  const { copy } = editor;
  const { nextId, nextOrder } = await editorNumbers(copy);
  const started = Date.now();
  // Where the time goes, in the test's output (the machine's load varies).
  const progress = (step: string) =>
    console.log(`editor test: ${step} after ${Math.round((Date.now() - started) / 1000)} s`);
  // No network: only the local editor answers, and the editor's page asks nothing of any other
  // host (its web font's stylesheet is patched out), so no request of this page fails.
  const origin = new URL(editor.url).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  // React's warning from inside Keystatic's own form fields.
  allowConsole(/^warning: WARN: A component changed from uncontrolled to controlled\.$/);
  // Keystatic's own image preview: it revokes the photo's object URL once the entry is saved.
  allowConsole(/^error: Failed to load resource: net::ERR_FILE_NOT_FOUND$/);
  await photo(join(copy, 'news-photo.jpg'), '#3b6e8f');
  await photo(join(copy, 'portrait.jpg'), '#8f6e3b');
  await photo(join(copy, 'plant.jpg'), '#6e8f3b');
  const created = page.getByText('Entry created');

  // News item: the id is filled in with the next free one.
  await page.goto(`${editor.url}/collection/news/create`);
  const form = page.getByRole('main');
  // The editor is ready when its form is: it first reads the content files through its API.
  await expect(form.getByRole('textbox', { name: 'Id' })).toHaveValue(String(nextId), { timeout: 90_000 });
  await form.getByRole('textbox', { name: 'Headline' }).fill(news.headline);
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(news.date);
  await form.getByRole('textbox', { name: 'Link' }).fill(news.uri);
  await form.getByRole('textbox', { name: 'Publication' }).fill(news.publication);
  await upload(page, join(copy, 'news-photo.jpg'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/collection\/news\/item\/nexoform-opens-a-plant-in-rotterdam$/, { timeout: 30_000 });
  await expect(created).toBeVisible();

  progress('news item created');

  // Team member with a portrait (moving inside the editor, as a person would); the position is
  // filled in with the next free one.
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByRole('textbox', { name: 'Full name' }).fill(person.fullname);
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue(String(nextOrder));
  await form.getByRole('textbox', { name: 'Job title' }).fill(person.jobtitle);
  await form.getByRole('textbox', { name: 'Biography' }).fill(person.biography);
  await upload(page, join(copy, 'portrait.jpg'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/collection\/team\/item\/imke-de-vries$/, { timeout: 30_000 });
  await expect(created).toBeVisible();

  progress('team member created');

  // A press release whose text has a heading, a quote and a photo with its description, typed
  // as a person would (Markdown shortcuts and the toolbar's Image button).
  await page.getByRole('navigation').getByRole('link', { name: 'Press releases' }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  await form.getByRole('textbox', { name: 'Headline' }).fill(release.headline);
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(release.date);
  await form.getByRole('textbox', { name: 'Dateline' }).fill(release.dateline);
  await form.getByRole('textbox', { name: 'Summary' }).fill(release.summary);
  const body = form.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type(release.opening);
  await page.keyboard.press('Enter');
  // The toolbar rather than Markdown shortcuts, whose keystrokes a busy machine may drop.
  await page.keyboard.type(release.heading);
  await form.getByRole('button', { name: /Text block/ }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await expect(body.getByRole('heading', { level: 2, name: release.heading })).toBeVisible();
  await body.getByRole('heading', { level: 2, name: release.heading }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(release.quote);
  await form.getByRole('button', { name: 'Quote' }).click();
  await expect(body.locator('blockquote')).toContainText(release.quote);
  // Out of the quote: an empty line inside it ends it.
  await body.locator('blockquote').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Image' }).click();
  await (await chooser).setFiles(join(copy, 'plant.jpg'));
  await body.locator('img[data-filename]').click();
  // The photo's popover: its buttons are named; Edit opens its details, where the description goes.
  const popover = page.getByRole('dialog');
  await expect(popover.getByRole('button', { name: 'Choose another image file' })).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await popover.getByRole('button', { name: 'Edit image details' }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await details.getByRole('textbox', { name: 'Description (alt text)' }).fill(release.alt);
  await details.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/collection/pressReleases/item/${release.slug}$`), { timeout: 30_000 });
  await expect(created).toBeVisible();

  progress('release created');

  // Its preview is there at once, current, with the photo from the image pipeline.
  const preview = await page.request.get(`${origin}/newsroom/${release.slug}`);
  const previewHtml = await preview.text();
  expect(preview.status(), `${previewHtml.slice(0, 500)}\n${editor.output().slice(-3000)}`).toBe(200);
  expect(previewHtml).toContain(`>${release.heading}</h2>`);
  expect(previewHtml).toContain(release.quote);
  expect(previewHtml).toContain(`alt="${release.alt}"`);

  // `npm test`'s checks on what the editor saved: the schema's (publishing/entries.ts) and the file
  // shape's (publishing/canonical.ts, in place of Prettier for content files).
  const entries = await loadEntries(copy);
  const shapes = await formatContent(copy, { write: false });
  expect(shapes.filter((result) => result.status !== 'canonical')).toEqual([]);

  // Byte for byte what the recipes of docs/editing.md give for the same entries.
  const read = (path: string) => readFileSync(join(copy, path), 'utf8');
  expect(read('content/news/nexoform-opens-a-plant-in-rotterdam.yaml')).toBe(
    [
      `headline: ${news.headline}`,
      `id: ${nextId}`,
      `date: ${news.date}`,
      `uri: ${news.uri}`,
      'image: ./nexoform-opens-a-plant-in-rotterdam/image.jpg',
      `publication: ${news.publication}`,
      'type: News Article',
      '',
    ].join('\n'),
  );
  expect(read('content/team/imke-de-vries.yaml')).toBe(
    [
      `fullname: ${person.fullname}`,
      `order: ${nextOrder}`,
      `jobtitle: ${person.jobtitle}`,
      'image: ./imke-de-vries/image.jpg',
      `biography: ${person.biography}`,
      '',
    ].join('\n'),
  );
  expect(read(`content/press-releases/${release.slug}.md`)).toBe(
    [
      '---',
      `headline: ${release.headline}`,
      `date: ${release.date}`,
      `dateline: ${release.dateline}`,
      `summary: ${release.summary}`,
      'listed: true',
      // The news item created first took the next free id; the release, a card too, the one after.
      `id: ${nextId + 1}`,
      '---',
      release.opening,
      '',
      `## ${release.heading}`,
      '',
      `> ${release.quote}`,
      '',
      `![${release.alt}](./${release.slug}/plant.jpg)`,
      '',
    ].join('\n'),
  );
  expect(existsSync(join(copy, 'content/news/nexoform-opens-a-plant-in-rotterdam/image.jpg'))).toBe(true);
  expect(existsSync(join(copy, 'content/team/imke-de-vries/image.jpg'))).toBe(true);
  expect(existsSync(join(copy, `content/press-releases/${release.slug}/plant.jpg`))).toBe(true);
  expect(entries.team.find((member) => member.fullname === person.fullname)).toMatchObject({ order: nextOrder });

  progress('files checked');

  // A rebuild publishes all three (all dated in the past, so the real clock publishes them).
  await run('npx', ['vike', 'build'], copy, process.env);
  const built = (path: string) => readFileSync(join(copy, 'dist/client', path, 'index.html'), 'utf8');
  const newsPage = built('news-insights');
  expect(newsPage).toContain(news.headline);
  expect(newsPage).toContain(`href="${news.uri}"`);
  expect(built('')).toContain(person.fullname);
  const releasePage = built(`newsroom/${release.slug}`);
  expect(releasePage).toContain(`>${release.heading}</h2>`);
  expect(releasePage).toMatch(new RegExp(`<blockquote[^>]*>[^]*${release.quote}[^]*</blockquote>`));
  expect(releasePage).toMatch(new RegExp(`<img[^>]*alt="${release.alt}"[^>]*width="\\d+"`));
});

test('the public build holds none of the editor', async ({ request }) => {
  const client = join(repo, 'dist/client');
  expect(existsSync(client), 'dist/client: build the site first').toBe(true);
  const withEditor = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => {
    const path = join(client, name);
    return !name.includes('keystatic') ? /keystatic/i.test(readFileIfFile(path)) : true;
  });
  expect(withEditor).toEqual([]);
  expect((await request.get('/keystatic')).status()).toBe(404);
  expect((await request.get('/api/keystatic/tree')).status()).toBe(404);
});

function readFileIfFile(path: string) {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return '';
  }
}
