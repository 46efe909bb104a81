// @ts-check
/**
 * Keystatic's API (`/api/keystatic/*`) as a Node request handler, from its framework-agnostic
 * `makeGenericAPIRouteHandler`. Local storage reads and writes the repository's files; GitHub
 * storage signs in with the OAuth app given by KEYSTATIC_GITHUB_CLIENT_ID,
 * KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET (docs/operating.md, "Editing the live site").
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { requestBody } from '../../../hosting/requests.mjs';

/**
 * @param {() => Promise<import('@keystatic/core').Config<any, any>>} loadConfig read on every
 *   request, so a schema change applies without a restart
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function keystaticNodeHandler(loadConfig) {
  return async (req, res) => {
    const handler = makeGenericAPIRouteHandler({ config: await loadConfig() });
    const body = await requestBody(req);
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    // Connect (Vite's server) strips a mount path from `url` and keeps the whole one here.
    const { originalUrl } = /** @type {{ originalUrl?: string }} */ (req);
    const response = await handler({
      method: req.method ?? 'GET',
      url: new URL(originalUrl ?? req.url ?? '/', origin).href,
      // Node joins a repeated request header into one value, which is what `get` gives.
      headers: new globalThis.Headers(/** @type {Record<string, string>} */ (req.headers)),
      json: async () => JSON.parse(body.toString('utf8')),
    });
    res.statusCode = response.status ?? 200;
    // Headers takes every form of HeadersInit and yields each Set-Cookie on its own.
    for (const [name, value] of new globalThis.Headers(response.headers)) res.appendHeader(name, value);
    res.end(response.body ?? undefined);
  };
}
