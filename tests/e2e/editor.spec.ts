import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { loadEntries } from '../../content/entries';
import { idOf } from '../../scripts/local/editor/newsIds.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The editor (`npm run edit`) on a copy of the repository: the real content is never touched.
// It saves three entries through the UI, then the copy is rebuilt and the built site shows them.

// Each step fails within seconds rather than at the end of the whole test's time.
test.use({ actionTimeout: 15_000 });

const repo = process.cwd();
const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'tmp']);

/** The repository without its build output and dependencies; node_modules is linked, not copied. */
function copyRepo() {
  const copy = mkdtempSync(join(tmpdir(), 'nexoform-editor-'));
  cpSync(repo, copy, { recursive: true, filter: (source) => !skipped.has(relative(repo, source).split('/')[0]!) });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Starts `npm run edit` in `cwd`; resolves with the editor's URL once the server prints it. */
async function startEditor(cwd: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/local/edit.mjs', '--port', String(port)], { cwd, env: process.env });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Content editor: (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm run edit exited (${code}):\n${output}`)));
  });
  return { child, url };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs a command in `cwd`; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}:\n${output}`)),
    );
  });
}

/** Copies made by a test, removed after it however it ends. */
const copies: string[] = [];
test.afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

const files = (dir: string) => readdirSync(dir).filter((name) => !name.startsWith('.'));

/** A real photo as a marketing person would upload it: a JPEG straight off a camera or phone. */
function photo(path: string, color: string) {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .jpeg()
    .toFile(path);
}

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
  date: '2030-01-15',
  uri: 'https://www.datacenterdynamics.com/en/news/nexoform-rotterdam/',
  publication: 'Data Centre Dynamics',
};
const person = {
  fullname: 'Imke de Vries',
  jobtitle: 'Head of Plant Operations, Rotterdam',
  biography: 'Imke runs the Rotterdam plant.',
};
const addedSentence = 'The Rotterdam plant doubles the capacity for European orders.';

test('the editor creates news and people, edits a release, and a rebuild publishes them', async ({
  page,
  allowConsole,
}) => {
  test.setTimeout(420_000);
  const copy = copyRepo();
  copies.push(copy);
  const newsDir = join(copy, 'content/news');
  const ids = files(newsDir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => idOf(readFileSync(join(newsDir, name), 'utf8')));
  const nextId = Math.max(...ids) + 1;
  const releaseFile = files(join(copy, 'content/press-releases')).find((name) => name.endsWith('.md'))!;
  const releaseSlug = releaseFile.replace(/\.md$/, '');
  const started = Date.now();
  // Where the time goes, in the test's output (the machine's load varies).
  const progress = (step: string) =>
    console.log(`editor test: ${step} after ${Math.round((Date.now() - started) / 1000)} s`);
  const editor = await startEditor(copy);
  progress('editor started');
  try {
    // No network: only the local editor answers. Keystatic's stylesheet for its web font is the one
    // request that fails (the editor falls back to system fonts).
    const origin = new URL(editor.url).origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    allowConsole(/^error: Failed to load resource: net::ERR_FAILED$/);
    // React's warning from inside Keystatic's own form fields.
    allowConsole(/^warning: WARN: A component changed from uncontrolled to controlled\.$/);
    await photo(join(copy, 'news-photo.jpg'), '#3b6e8f');
    await photo(join(copy, 'portrait.jpg'), '#8f6e3b');

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

    progress('news item created');

    // Team member with a portrait (moving inside the editor, as a person would).
    await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('textbox', { name: 'Full name' }).fill(person.fullname);
    await form.getByRole('textbox', { name: 'Position' }).fill('99');
    await form.getByRole('textbox', { name: 'Job title' }).fill(person.jobtitle);
    await form.getByRole('textbox', { name: 'Biography' }).fill(person.biography);
    await upload(page, join(copy, 'portrait.jpg'));
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/collection\/team\/item\/imke-de-vries$/, { timeout: 30_000 });

    progress('team member created');

    // A press release's body: a new paragraph at its end.
    await page.getByRole('navigation').getByRole('link', { name: 'Press releases' }).click();
    await form.getByRole('rowheader', { name: releaseSlug, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/collection/pressReleases/item/${releaseSlug}$`));
    const body = form.locator('[contenteditable="true"]');
    // The body editor is ready once it shows the release's text; Save is enabled only by a change.
    await expect(body).not.toBeEmpty({ timeout: 30_000 });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(addedSentence);
    await expect(body).toContainText(addedSentence);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    // Saved means the editor's API has written the files: Save is disabled only while the request
    // is in flight, so its state alone cannot tell "started" from "done".
    const written = page.waitForResponse(
      (response) => response.url().endsWith('/api/keystatic/update') && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await save.click();
    expect((await written).ok()).toBe(true);
    await expect(save).toBeEnabled();
  } finally {
    // The page first, so its dev client does not try to reach a server that is gone.
    await page.close();
    await stop(editor.child);
  }

  // The files are the contract's, exactly as a hand edit would write them.
  const newsFile = readFileSync(join(copy, 'content/news/nexoform-opens-a-plant-in-rotterdam.yaml'), 'utf8');
  expect(newsFile).toMatch(new RegExp(`^id: ${nextId}$`, 'm'));
  // Keystatic writes the date unquoted; YAML reads it as the same YYYY-MM-DD date.
  expect(newsFile).toMatch(/^date: '?2030-01-15'?$/m);
  expect(newsFile).toMatch(/^image: \.\/nexoform-opens-a-plant-in-rotterdam\/image\.jpg$/m);
  expect(existsSync(join(copy, 'content/news/nexoform-opens-a-plant-in-rotterdam/image.jpg'))).toBe(true);
  expect(existsSync(join(copy, 'content/team/imke-de-vries/image.jpg'))).toBe(true);
  const entries = await loadEntries(copy);
  expect(entries.news.find((item) => item.headline === news.headline)).toMatchObject({
    ...news,
    type: 'News Article',
    image: 'content/news/nexoform-opens-a-plant-in-rotterdam/image.jpg',
  });
  expect(entries.team.find((member) => member.fullname === person.fullname)).toMatchObject({
    jobtitle: person.jobtitle,
    order: 99,
    image: 'content/team/imke-de-vries/image.jpg',
  });
  const release = readFileSync(join(copy, 'content/press-releases', releaseFile), 'utf8');
  expect(release).toMatch(/^---\n(?:[^]*\n)?headline: [^]*\n---\n/);
  // The new paragraph is in the body (where the cursor put it is the editor's business).
  expect(release.slice(release.indexOf('\n---\n', 4))).toContain(`\n${addedSentence}`);

  progress('release saved, files checked');

  // A rebuild publishes all three; the news item is dated ahead, so the build's clock is set to its day.
  await run('npx', ['vike', 'build'], copy, { ...process.env, NEXOFORM_NOW: `${news.date}T12:00:00Z` });
  const built = (path: string) => readFileSync(join(copy, 'dist/client', path, 'index.html'), 'utf8');
  const newsPage = built('news-insights');
  expect(newsPage).toContain(news.headline);
  expect(newsPage).toContain(`href="${news.uri}"`);
  expect(built('')).toContain(person.fullname);
  const releasePath = entries.pressReleases.find((entry) => entry.slug === releaseSlug)!.path;
  expect(built(releasePath)).toContain(addedSentence);
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
