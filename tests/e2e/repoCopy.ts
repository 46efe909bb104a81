// A copy of the repository for tests that change content, start the editor or build: the real
// content and dist/ are never touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { test, type BrowserContext } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { freePort } from '../../scripts/local/ports.mjs';

/** The copies made by the running test. */
const copies: string[] = [];

export const repo = process.cwd();
const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'tmp', '.cache']);

/**
 * The repository without its build output and dependencies; node_modules is linked, not copied.
 * Removed after the test (`removeCopies`), unless `kept`: then its owner removes it.
 */
export function copyRepo({ kept = false } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'nexoform-copy-'));
  if (!kept) copies.push(copy);
  cpSync(repo, copy, { recursive: true, filter: (source) => !skipped.has(relative(repo, source).split('/')[0]!) });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * Starts `npm run edit` in `cwd`; resolves with the editor's URL once the server prints it, with
 * what it printed on stdout and stderr so far (read again later) and when the address came.
 */
export async function startEditor(cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/local/edit.mjs', '--port', String(port)], { cwd, env });
  let stdout = '';
  let stderr = '';
  let addressAt = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Content editor: (\S+)/.exec(stdout);
      if (match && !addressAt) {
        addressAt = performance.now();
        resolve(match[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm run edit exited (${code}):\n${stdout}${stderr}`)));
  });
  const output = () => stdout + stderr;
  editorOutputs.push(output);
  return { child, url, addressAt, output, stdout: () => stdout, stderr: () => stderr };
}

/** What each editor started by the current test printed, attached to the report if it fails. */
const editorOutputs: (() => string)[] = [];

/**
 * Keeps the browser off the network but for the editor: a preview page's request to another host
 * (an embed's) then fails, and React warns from inside Keystatic's own fields; both are allowed.
 * The editor's own page asks no other host (tests/e2e/editorTranslation.spec.ts).
 */
export async function keepOffline(context: BrowserContext, editorUrl: string, allowConsole: (pattern: RegExp) => void) {
  const origin = new URL(editorUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  allowConsole(/^error: Failed to load resource/);
  allowConsole(/^warning: WARN: A component changed from uncontrolled to controlled\.$/);
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs a command in `cwd`; rejects with its output when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
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

/**
 * Removes the copies made by a test: each spec calls it after each test, however the test ended.
 * A failed test keeps what its editors printed, in its report: the copy that held it is gone.
 */
export async function removeCopies() {
  const testInfo = test.info();
  const failed = testInfo.status !== testInfo.expectedStatus;
  for (const [index, output] of editorOutputs.splice(0).entries())
    if (failed)
      await testInfo.attach(`npm run edit output ${index + 1}`, { body: output(), contentType: 'text/plain' });
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
}

/** A real photo as a marketing person would upload it: a JPEG straight off a camera or phone. */
export function photo(path: string, color: string) {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .jpeg()
    .toFile(path);
}
