// @ts-check
/**
 * The local inbox: MailDev (an SMTP server and a web inbox) in a child process of its own, so
 * its own signal handling never ends the caller. `GET <url>/email` lists what it received.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { childEnd } from './supervise.mjs';

const maildevBin = join(dirname(createRequire(import.meta.url).resolve('maildev/package.json')), 'bin', 'maildev');

/** @typedef {Awaited<ReturnType<typeof startMailDev>>} MailDev */

/**
 * Starts MailDev on 127.0.0.1 and resolves once its web inbox answers. With `mailDirectory`, the
 * e-mails are kept there and a MailDev started again on it lists them again (supervision in
 * `npm start`, the fault suite). `exited` resolves with the exit code when the process ends.
 * @param {{ smtpPort: number, webPort: number, mailDirectory?: string }} options
 */
export async function startMailDev({ smtpPort, webPort, mailDirectory }) {
  // Without one, MailDev keeps the e-mails in the system's temporary folder for good: a folder of
  // our own is removed when the inbox stops.
  const directory = mailDirectory ?? mkdtempSync(join(tmpdir(), 'nexoform-maildev-'));
  const args = ['--smtp', `${smtpPort}`, '--web', `${webPort}`, '--ip', '127.0.0.1', '--silent', '--mail-directory'];
  const child = spawn(process.execPath, [maildevBin, ...args, directory], { stdio: ['ignore', 'ignore', 'pipe'] });
  const { exited, stop } = childEnd(child, {
    // A frozen inbox (SIGSTOP, in the fault suite) acts on SIGTERM only once it runs again.
    end: () => {
      child.kill('SIGTERM');
      child.kill('SIGCONT');
    },
    // Whatever ends the caller (a test timing out, an error), the inbox must not outlive it.
    killWithCaller: 'SIGTERM',
  });
  if (!mailDirectory) void exited.then(() => rmSync(directory, { recursive: true, force: true }));
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`MailDev exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`MailDev did not start within 30 s:\n${output}`);
    }
    await sleep(200);
  }
  return { url, smtpPort, pid: /** @type {number} */ (child.pid), mailDirectory: directory, exited, stop };
}
