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

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string} the path of a Chromium binary */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
