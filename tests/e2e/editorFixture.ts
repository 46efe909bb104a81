// The editor's specs run `npm run edit` on a copy of the repository (the real content and dist/
// are never touched) and share one copy and one editor per worker: a start takes most of a minute
// on a busy machine (docs/decisions.md, D81).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
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

/** Runs a command in `cwd`; rejects with its output when it fails. */
export const run = (command: string, args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) =>
    execFile(command, args, { cwd, maxBuffer: 2 ** 28 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')}:\n${stdout}${stderr}`)) : resolve(),
    ),
  );

/** A real photo as a marketing person would upload it: a JPEG straight off a camera or phone. */
export const photo = (path: string, color: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .jpeg()
    .toFile(path);

/** A photo field's own button opens the file chooser (its input exists only then); it holds a photo once it offers Remove. */
export async function upload(page: Page, label: string, path: string) {
  const field = page.getByRole('main').getByRole('group', { name: label });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(path);
  await expect(field.getByRole('button', { name: 'Remove' })).toBeVisible();
}

/** Types over what the field held, key by key: Firefox's React inputs hear keystrokes, not a value set at once. */
export async function type(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

type Editor = Awaited<ReturnType<typeof startEditor>> & { copy: string };
const git = (copy: string, ...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });

export const test = base.extend<{ editor: Editor }, { workerEditor: Editor }>({
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
   * keeps what the editor printed meanwhile, in its report.
   */
  editor: async ({ workerEditor, context, allowConsole }, use, testInfo) => {
    testInfo.setTimeout(Math.max(testInfo.timeout, 300_000));
    const printed = workerEditor.output().length;
    const askedElsewhere = await keepOffline(context, workerEditor.url);
    // A request stopped above, and Keystatic's image preview once it revokes a saved photo's object URL.
    allowConsole(/^error: Failed to load resource: net::ERR_(FAILED|FILE_NOT_FOUND)$/);
    // React's warning from inside Keystatic's own form fields.
    allowConsole(/^warning: WARN: A component changed from uncontrolled to controlled\.$/);
    await use(workerEditor);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('npm run edit output', { body: workerEditor.output().slice(printed) });
    git(workerEditor.copy, 'checkout', '-q', '--', '.');
    git(workerEditor.copy, 'clean', '-fdq');
    expect(askedElsewhere, 'requests of the editor’s pages to another host').toEqual([]);
  },
});
