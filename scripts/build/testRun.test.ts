import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import { copyRepository } from '../../tests/support/copyRepository.mjs';
import { claimTestRun, runningTestRun, testRunBusy, testRunFile } from './testRun.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
const newRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'nexoform-test-run-'));
  roots.push(root);
  return root;
};
const markRun = (root: string, pid: number) => {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  writeFileSync(join(root, testRunFile), String(pid));
};
/** A process that lives until the test ends: another test run, as far as the mark can tell. */
const liveProcess = () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  onTestFinished(() => void child.kill());
  return child.pid!;
};
/** The id of a process that has ended: a run that was killed. */
const endedProcess = () => spawnSync(process.execPath, ['-e', '']).pid!;

it('a run marks the repository as its own until it releases it, and a second run is refused while the first lives', () => {
  const root = newRoot();
  const release = claimTestRun(root);
  expect(readFileSync(join(root, testRunFile), 'utf8')).toBe(String(process.pid));
  expect(runningTestRun(root)).toBe(process.pid);
  release();
  expect(existsSync(join(root, testRunFile))).toBe(false);

  const other = liveProcess();
  markRun(root, other);
  expect(() => claimTestRun(root)).toThrow(testRunBusy(other));
  expect(readFileSync(join(root, testRunFile), 'utf8')).toBe(String(other));
});

it.each([
  ['a run that was killed', () => String(endedProcess())],
  ['an empty file', () => ''],
  ['no process id', () => 'zero'],
])('the mark of %s is taken over', (_, content) => {
  const root = newRoot();
  mkdirSync(join(root, 'tmp'));
  writeFileSync(join(root, testRunFile), content());
  expect(runningTestRun(root)).toBeUndefined();
  claimTestRun(root);
  expect(readFileSync(join(root, testRunFile), 'utf8')).toBe(String(process.pid));
});

it.each([
  // npm names the script it runs (`npm_lifecycle_event`): check-content.mjs stops only as `npm run build`.
  [
    '`npm run build`',
    ['scripts/build/check-content.mjs'],
    'build',
    (pid: number) => `${testRunBusy(pid)}; nothing was built.`,
  ],
  // No step named: the runner claims the checkout, runs nothing and releases it.
  [
    'a second `npm test`',
    ['tests/support/test.mjs', '--only', 'none'],
    'test',
    (pid: number) => `✖ ${testRunBusy(pid)}`,
  ],
])(
  '%s stops at once while a test run lives, and runs when that run has ended',
  (_, args, script, message) => {
    const copy = newRoot();
    copyRepository(process.cwd(), copy);
    const env = { ...process.env, npm_lifecycle_event: script };
    const run = () => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env });
    const other = liveProcess();
    markRun(copy, other);
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(message(other));
    expect(readFileSync(join(copy, testRunFile), 'utf8')).toBe(String(other));
    markRun(copy, endedProcess());
    expect(run().status).toBe(0);
    // A test run removes its own mark when it ends; a build leaves the killed run's mark as it found it.
    expect(existsSync(join(copy, testRunFile))).toBe(script === 'build');
  },
  60_000,
);
