// @ts-check
/**
 * A small static server for the built site, behaving like Firebase Hosting does with our
 * firebase.json: clean URLs, the 404 page with status 404, and the same headers.
 *
 *   node scripts/serve.mjs [--port 3000] [--brotli]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { headersFor } from './hosting.mjs';

export const distDir = fileURLToPath(new URL('../dist/client', import.meta.url));

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};

/** @param {string} root @param {string} urlPath @returns {string | null} the file a clean URL maps to */
export function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(root, clean), join(root, clean, 'index.html'), join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * @param {{ port?: number, host?: string, root?: string, brotli?: boolean, extraConnectSrc?: string[] }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serve({ port = 3000, host = '127.0.0.1', root = distDir, brotli = false, extraConnectSrc = [] } = {}) {
  const absoluteRoot = resolve(root);
  /** @type {Map<string, Buffer>} */
  const compressed = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Firebase's trailingSlash: false — one URL per page.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      response.writeHead(301, { Location: url.pathname.slice(0, -1) + url.search });
      return response.end();
    }
    const file = resolveFile(absoluteRoot, url.pathname);
    const status = file ? 200 : 404;
    const body = file ?? join(absoluteRoot, '404.html');
    const type = contentTypes[/** @type {keyof typeof contentTypes} */ (extname(body))] ?? 'application/octet-stream';
    const headers = { ...headersFor(url.pathname, { extraConnectSrc }), 'Content-Type': type };
    const acceptsBrotli = brotli && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsBrotli && /^(text|application\/(json|xml|manifest)|image\/svg)/.test(type)) {
      let data = compressed.get(body);
      if (!data) {
        data = brotliCompressSync(readFileSync(body), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        compressed.set(body, data);
      }
      response.writeHead(status, {
        ...headers,
        'Content-Encoding': 'br',
        'Content-Length': data.length,
        Vary: 'Accept-Encoding',
      });
      return response.end(request.method === 'HEAD' ? undefined : data);
    }
    response.writeHead(status, { ...headers, 'Content-Length': statSync(body).size });
    if (request.method === 'HEAD') return response.end();
    createReadStream(body).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const portIndex = process.argv.indexOf('--port');
  const site = await serve({
    port: portIndex > 0 ? Number(process.argv[portIndex + 1]) : 3000,
    brotli: process.argv.includes('--brotli'),
  });
  console.log(`Serving dist/client at ${site.url}`);
}
