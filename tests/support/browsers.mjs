// @ts-check
/** Finds Debian's Firefox ESR and WebKitGTK WebDriver for the browser tests (apt installs them, see .ci/run). */
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
