// @ts-check
/**
 * Finds Debian's Chromium (installing it with apt when we are root), Firefox ESR and WebKitGTK
 * WebDriver for the browser tests and the benchmark (.ci/run installs them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = {
  firefox: { env: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', apt: 'firefox-esr' },
  webkit: { env: 'WEBKIT_DRIVER_PATH', path: '/usr/bin/WebKitWebDriver', apt: 'webkit2gtk-driver xvfb xauth' },
};

/**
 * @param {{ firefox: boolean, webkit: boolean }} wanted
 * @returns {Record<string, string>} the environment that points the tests at them
 */
export function ensureBrowsers(wanted) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [name, { env: variable, path, apt }] of Object.entries(packages)) {
    if (!wanted[/** @type {'firefox' | 'webkit'} */ (name)]) continue;
    const found = process.env[variable] ?? path;
    if (!existsSync(found))
      throw new Error(
        `${found} was not found: install it (Debian: \`sudo apt-get install ${apt}\`) or set ${variable}.`,
      );
    env[variable] = found;
  }
  return env;
}

/** How every script and test launches Chromium here: headless, and quiet on the network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The two Chromium builds Debian ships from one source. The tests run the headless shell
 * (`chromium-headless-shell`), the build Playwright itself runs tests in: it has no browser window
 * behind the page to draw, and here it runs a test in about half the time (docs/decisions.md#d86).
 * The benchmark measures the full browser a visitor runs (`chromium`).
 */
const builds = {
  shell: { paths: ['/usr/bin/chromium-headless-shell'], apt: 'chromium-headless-shell' },
  full: { paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'], apt: 'chromium' },
};

/**
 * @param {keyof typeof builds} [build] the headless shell (tests) or the full browser (the benchmark)
 * @returns {string} the path of a Chromium binary: `CHROMIUM_PATH` when set
 */
export function ensureChromium(build = 'shell') {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const { paths, apt } = builds[build];
  const found = () => paths.find((path) => existsSync(path));
  if (!found() && process.getuid?.() === 0) {
    console.log(`${apt} is missing: installing it with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', apt], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const path = found();
  if (path) return path;
  throw new Error(
    `Chromium was not found. Install it (Debian: \`sudo apt-get install ${apt}\`), or set CHROMIUM_PATH.`,
  );
}
