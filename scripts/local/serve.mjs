// @ts-check
/**
 * Serves the built site the way Firebase Hosting does, with `superstatic` (the server behind
 * Firebase's own hosting emulator) and the hosting config `firebase.json` is written from
 * (scripts/build/hosting.mjs, with this build's inline hashes): the same headers, clean URLs,
 * trailing-slash rule and 404 page as production. That the committed firebase.json is that same
 * config is checked over the build (tests/site/builtSite.test.ts).
 *
 *   node scripts/local/serve.mjs [--port 3000] [--brotli]
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { constants } from 'node:zlib';
import compression from 'compression';
import superstaticModule from 'superstatic';
import { firebaseConfig, headerList, securityHeaders } from '../build/hosting.mjs';
import { builtInlineHashes } from '../build/write-firebase-json.mjs';

// The package's CommonJS index puts its middleware on `default`, which its types do not say.
const superstatic = /** @type {typeof superstaticModule} */ (
  /** @type {{ default: typeof superstaticModule }} */ (/** @type {unknown} */ (superstaticModule)).default
);

/** @typedef {Record<string, (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void>} Api */

const root = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * @param {{ port?: number, host?: string, brotli?: boolean, extraSources?: import('../build/hosting.mjs').ExtraSources, api?: Api, site?: string }} [options]
 * `site` is the folder whose `dist/` is served (the repository's by default; tests/support/test.mjs
 * keeps a second build elsewhere);
 * `api` answers the paths Firebase Hosting rewrites to a function (scripts/local/vitalsApi.mjs);
 * `extraSources` adds sources to directives of the Content-Security-Policy (a local emulator's
 * origin to connect-src);
 * `brotli` compresses as Firebase Hosting does for browsers that accept it (quality 11, the
 * level the byte budgets use), so the benchmark sees production's transfer sizes.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serve({
  port = 3000,
  host = '127.0.0.1',
  brotli = false,
  extraSources = {},
  api = {},
  site = root,
} = {}) {
  return listen(site, firebaseConfig(builtInlineHashes(site), extraSources).hosting, { port, host, brotli, api });
}

/**
 * Serves another site's built folder the way ours is served (clean URLs, brotli, our security
 * headers but the policy, whose hashes are ours): the benchmark measures a peer's home page beside
 * ours in one run (docs/performance.md). The headers matter to the measure: with
 * Cross-Origin-Opener-Policy, Chromium opens the page in a new renderer process.
 * @param {string} folder @param {{ port: number, host?: string }} options
 */
export function serveFolder(folder, { port, host = '127.0.0.1' }) {
  const { 'Content-Security-Policy': _policy, ...headers } = securityHeaders();
  const config = {
    public: '.',
    cleanUrls: true,
    headers: [{ source: '**', headers: headerList(headers) }],
  };
  return listen(folder, config, { port, host, brotli: true });
}

/**
 * @param {string} cwd @param {object} config a Firebase Hosting config
 * @param {{ port: number, host: string, brotli: boolean, api?: Api }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function listen(cwd, config, { port, host, brotli, api = {} }) {
  const handle = superstatic({
    cwd,
    config,
    compression: brotli ? compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } } }) : false,
  });
  const server = createServer((request, response) => {
    const local = api[new URL(request.url ?? '/', 'http://local').pathname];
    if (local) return local(request, response);
    handle(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  // Rejects with the server's 'error' (a port in use) rather than waiting for ever.
  await once(server.listen(port, host), 'listening');
  const { port: actualPort } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, brotli: { type: 'boolean' } } });
  const site = await serve({ port: Number(values.port), brotli: values.brotli });
  console.log(`Serving dist/client at ${site.url}`);
}
