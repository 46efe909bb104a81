// @ts-check
/**
 * The local inbox: MailDev (an SMTP server and a web inbox) in a child process of its own, so
 * its own signal handling never ends the caller. `GET <url>/email` lists what it received.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const maildevBin = join(dirname(createRequire(import.meta.url).resolve('maildev/package.json')), 'bin', 'maildev');

/**
 * Starts MailDev on 127.0.0.1 and resolves once its web inbox answers.
 * @param {{ smtpPort: number, webPort: number }} ports
 * @returns {Promise<{ url: string, smtpPort: number, stop: () => Promise<void> }>}
 */
export async function startMailDev({ smtpPort, webPort }) {
  const child = spawn(
    process.execPath,
    [maildevBin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Whatever ends the caller (a test timing out, an error), the inbox must not outlive it.
  const killWithCaller = () => child.kill();
  process.once('exit', killWithCaller);
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`MailDev exited with code ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`MailDev did not start within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    smtpPort,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killWithCaller);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
