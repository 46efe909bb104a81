// The editor's specs run `npm run edit` on a copy of the repository (the real content and dist/
// are never touched) and share one copy and one editor per worker: a start takes most of a minute
// on a busy machine (docs/decisions.md, D81).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { loadEntries, type ContentError } from '../../publishing/entries';
import { freePort } from '../../scripts/local/ports.mjs';
import { copyRepository } from '../support/copyRepository.mjs';
import { expect, test as base } from './fixtures';

export { expect };
export const repo = process.cwd();

/** The repository without its build output; node_modules is linked, not copied. Its owner removes it. */
export function copyRepo() {
  const copy = mkdtempSync(join(tmpdir(), 'nexoform-copy-'));
  copyRepository(repo, copy);
  return copy;
}

/** Starts `npm run edit` in `cwd`; resolves once it prints the editor's address, and when that came. */
export async function startEditor(cwd: string) {
  const child = spawn(process.execPath, ['scripts/local/edit.mjs', '--port', String(await freePort())], { cwd });
  // Not left running by a worker that ends first (a start out of its time, a failed test).
  process.once('exit', () => child.kill());
  let [stdout, stderr, addressAt] = ['', '', 0] as [string, string, number];
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Content editor: (\S+)/.exec(stdout);
      if (!match || addressAt) return;
      addressAt = performance.now();
      resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`npm run edit exited (${code}):\n${stdout}${stderr}`)));
  });
  return { child, url, addressAt, output: () => stdout + stderr, stdout: () => stdout, stderr: () => stderr };
}

/**
 * Keeps the browser off the network but for the editor, and records what the editor's own pages ask
 * of another host (none should: its web font's stylesheet is patched out, D80). A preview page's
 * request elsewhere (an embed's) fails, as it may.
 */
export async function keepOffline(context: BrowserContext, editorUrl: string) {
  const origin = new URL(editorUrl).origin;
  const askedElsewhere: string[] = [];
  context.on('request', (request) => {
    const from = request.serviceWorker() ? '' : request.frame().url();
    if (from.startsWith(editorUrl) && /^https?:/.test(request.url()) && new URL(request.url()).origin !== origin)
      askedElsewhere.push(request.url());
  });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return askedElsewhere;
}

export async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.kill('SIGTERM')) await once(child, 'exit');
}

/** `npm run build` in the copy `cwd`; rejects with its output when it fails. */
export const build = (cwd: string) =>
  new Promise<void>((resolve, reject) =>
    execFile('npm', ['run', 'build'], { cwd, maxBuffer: 2 ** 28 }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm run build:\n${stdout}${stderr}`)) : resolve(),
    ),
  );

/** The problems the build names in the copy's content, in its words (none when it takes it all). */
export const refusals = (copy: string) =>
  loadEntries(copy).then(
    (): string[] => [],
    (error: ContentError) => error.problems,
  );

/** Types over what the field held, key by key: Firefox's React inputs hear keystrokes, not a value set at once. */
export async function type(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

type Editor = Awaited<ReturnType<typeof startEditor>> & { copy: string };

/** What a person does in the editor on `page`, and the copy's files it writes (paths from the copy's root). */
function steps(page: Page, { url, copy }: Editor) {
  const form = page.getByRole('main');
  /** A text field by its label: `Date` and `Id` whole, as other labels hold them (Dateline, News & Insights id). */
  const field = (name: string, scope = form) => scope.getByRole('textbox', { name, exact: /^(Date|Id)$/.test(name) });
  /**
   * A real photo as a marketing person would upload it, a JPEG straight off a camera or phone of a colour of its
   * own, given to the file chooser `button` opens (a photo field's input exists only then).
   */
  const choose = async (button: Locator, name: string) => {
    const background = `#${createHash('sha1').update(name).digest('hex').slice(0, 6)}`;
    await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
      .jpeg()
      .toFile(join(copy, name));
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles(join(copy, name));
  };
  /** A photo field holds a photo once it offers Remove. */
  const photoHeld = (label: string) => form.getByRole('group', { name: label }).getByRole('button', { name: 'Remove' });
  /** Each value into its field, in order: filled, or typed when `typed` (a date takes its value whole in either engine). */
  const fillIn = async (values: Record<string, string>, typed = false, scope = form) => {
    for (const [name, text] of Object.entries(values))
      await (typed && name !== 'Date' ? type(field(name, scope), text) : field(name, scope).fill(text));
  };
  return {
    form,
    field,
    fillIn,
    photoHeld,
    read: (path: string) => readFileSync(join(copy, path), 'utf8'),
    exists: (path: string) => existsSync(join(copy, path)),
    expectValues: async (values: Record<string, string | number>) => {
      for (const [name, value] of Object.entries(values)) await expect(field(name)).toHaveValue(String(value));
    },
    /** Opens the editor's `path` and waits until its field `name` shows `value`: the editor has read the content. */
    open: async (path: string, name: string, value: string | number) => {
      await page.goto(`${url}${path}`);
      await expect(field(name)).toHaveValue(String(value), { timeout: 90_000 });
      return field(name);
    },
    /**
     * Opens an entry of `collection` by its file name as a person does, from the editor's list of
     * collections and the collection's search (its table shows only the rows in view): the editor's
     * page stays loaded, where a new visit loads it again.
     */
    openEntry: async (collection: string, entry: string) => {
      await page
        .getByRole('list', { name: 'Collections' })
        .getByRole('link', { name: collection, exact: true })
        .click();
      await form.getByRole('searchbox', { name: 'Search' }).fill(entry);
      await form.getByRole('rowheader', { name: entry, exact: true }).click();
    },
    upload: async (label: string, photo: string) => {
      await choose(form.getByRole('group', { name: label }).getByRole('button', { name: 'Choose file' }), photo);
      await expect(photoHeld(label)).toBeVisible();
    },
    /** Puts a photo where the text's cursor is, from the toolbar's Image button. */
    insertImage: (photo: string) => choose(form.getByRole('button', { name: 'Image' }), photo),
    /** The text's photo's popover: its buttons are named; Edit opens its details, where the description goes. */
    describeImage: async (alt: string, typed = false) => {
      await field('Text').locator('img[data-filename]').click();
      const popover = page.getByRole('dialog');
      await expect(popover.getByRole('button', { name: 'Choose another image file' })).toBeVisible();
      await expect(popover.getByRole('button', { name: 'Remove image' })).toBeVisible();
      await popover.getByRole('button', { name: 'Edit image details' }).click();
      const details = page.getByRole('dialog', { name: 'Image details' });
      await fillIn({ 'Description (alt text)': alt }, typed, details);
      await details.getByRole('button', { name: 'Save' }).click();
    },
    /** Create, confirmed, at the new entry's address: `/collection/${item}`. */
    create: async (item: string) => {
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(new RegExp(`/collection/${item}$`), { timeout: 30_000 });
      await expect(page.getByText('Entry created')).toBeVisible();
    },
    save: async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    },
  };
}

const git = (copy: string, ...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });

export const test = base.extend<{ editor: Editor & ReturnType<typeof steps> }, { workerEditor: Editor }>({
  // Each step fails within its own time rather than at the end of the whole test's.
  actionTimeout: 30_000,
  // The copy is a git repository of its own, committed as copied: what a test changes is undone by git.
  workerEditor: [
    // Playwright reads a fixture's dependencies from this pattern: an empty one says it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const copy = copyRepo();
      git(copy, 'init', '-q');
      git(copy, 'add', '-A');
      git(copy, '-c', 'user.name=Editor tests', '-c', 'user.email=editor-tests@localhost', 'commit', '-qm', 'Copy');
      const editor = await startEditor(copy);
      await use({ ...editor, copy });
      await stop(editor.child);
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 480_000 },
  ],
  /**
   * The worker's editor, on the copy as committed, with the browser kept offline. After each test:
   * the editor's pages asked no other host; every file the test wrote, changed or deleted is put
   * back (ignored ones, as the editor's cache and a build's output, are kept); and a failed test
   * keeps what the editor printed meanwhile, in its report. With the steps of a person at `page`.
   */
  editor: async ({ workerEditor, context, page, allowConsole }, use, testInfo) => {
    testInfo.setTimeout(Math.max(testInfo.timeout, 300_000));
    const printed = workerEditor.output().length;
    const askedElsewhere = await keepOffline(context, workerEditor.url);
    // A request stopped above, and Keystatic's image preview once it revokes a saved photo's object URL.
    allowConsole(/^error: Failed to load resource: net::ERR_(FAILED|FILE_NOT_FOUND)$/);
    // React's warning from inside Keystatic's own form fields.
    allowConsole(/^warning: WARN: A component changed from uncontrolled to controlled\.$/);
    await use({ ...workerEditor, ...steps(page, workerEditor) });
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('npm run edit output', { body: workerEditor.output().slice(printed) });
    git(workerEditor.copy, 'checkout', '-q', '--', '.');
    git(workerEditor.copy, 'clean', '-fdq');
    expect(askedElsewhere, 'requests of the editor’s pages to another host').toEqual([]);
  },
});
