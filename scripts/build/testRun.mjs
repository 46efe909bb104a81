// @ts-check
/**
 * One `npm test` at a time, and no `npm run build` beside it: a run builds into dist/ and
 * tmp/production-like and serves them until it ends, so a second run, or a build (which `npm start`,
 * the benchmark and a deploy run first), would replace the site under its tests. A run writes its
 * process id to `testRunFile` while it runs; the others refuse while that process lives.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const testRunFile = 'tmp/test-run.pid';

/** @param {number} pid */
export const testRunBusy = (pid) =>
  `npm test (process ${pid}, ${testRunFile}) builds and serves dist/ until it ends: wait for it, or stop it`;

/** @param {string} root @returns {number | undefined} the process id of a test run still running in `root` */
export function runningTestRun(root) {
  let pid = 0;
  try {
    pid = Number(readFileSync(join(root, testRunFile), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process lives, under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Marks `root`'s test run as this process's.
 * @param {string} root @returns {() => void} unmarks it @throws Error while another run lives
 */
export function claimTestRun(root) {
  const file = join(root, testRunFile);
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const other = runningTestRun(root);
    if (other !== undefined) throw new Error(testRunBusy(other));
    // Left by a run that was killed.
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
