// @ts-check
/**
 * What both editor hosts read from a Node request: its cookies and its body. The hosted editor
 * (functions/src/editor.ts, a Cloud Function) and the local one (scripts/local/editor/api.mjs,
 * inside `npm run edit`'s Vite server) import this one module. Cookies are parsed by the `cookie`
 * package, the parser Keystatic's own API uses.
 */
import { parseCookie } from 'cookie';

/** @typedef {import('node:http').IncomingMessage & { rawBody?: Buffer }} NodeRequest */

/** A request body over the limit it was read with; nothing past the limit is kept. */
export class BodyTooLarge extends Error {}

/**
 * @param {string | undefined} header a Cookie header (or `document.cookie`)
 * @returns {Map<string, string>} its name → value pairs, values URL-decoded where they decode
 *   (the first of two cookies of one name wins; a part without a name is skipped)
 */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const [name, value] of Object.entries(parseCookie(header ?? '')))
    if (name && value !== undefined) cookies.set(name, value);
  return cookies;
}

/**
 * The request's body: the one the Functions Framework has already read (`rawBody`), or the stream's.
 * @param {NodeRequest} req
 * @param {number} [limit] the most bytes accepted; more throws {@link BodyTooLarge}
 * @returns {Promise<Buffer>}
 */
export async function requestBody(req, limit = Infinity) {
  if (req.rawBody) {
    if (req.rawBody.length > limit) throw new BodyTooLarge();
    return req.rawBody;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += /** @type {Buffer} */ (chunk).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
