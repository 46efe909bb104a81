import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { freePort } from '../../scripts/local/ports.mjs';

/** Debian's webkit2gtk-driver: its W3C WebDriver and the MiniBrowser it automates. */
export const webKitDriver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowser =
  process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type Session = { browser: WebdriverIO.Browser; close: () => Promise<void> };

// A driver not yet listening refuses the connection: that is a no, not an error.
const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok ?? false;

/** Starts WebKitWebDriver on a free port and opens one MiniBrowser session (needs a display: xvfb-run). */
export async function startWebKit(): Promise<Session> {
  const port = await freePort();
  const driver: ChildProcess = spawn(webKitDriver, [`--port=${port}`], { stdio: 'ignore' });
  const status = `http://127.0.0.1:${port}/status`;
  for (let attempt = 0; !(await answers(status)); attempt += 1) {
    if (attempt > 300 || driver.exitCode !== null) throw new Error(`${webKitDriver} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'warn',
    connectionRetryTimeout: 120_000,
    capabilities: {
      // Classic WebDriver: WebKitWebDriver has no BiDi, which WebdriverIO would ask for by default.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  return {
    browser,
    close: async () => {
      await browser.deleteSession().catch(() => {});
      driver.kill();
    },
  };
}
