/**
 * The hosted content editor (README, "Operating the site"): one HTTPS function behind the editor's
 * Hosting site answers the editor's page (`/keystatic/**`, the page of `npm run build:editor` with
 * the repository filled in) and Keystatic's API (`/api/keystatic/**`, its GitHub sign-in). Keystatic
 * runs in GitHub mode only: the browser saves straight to GitHub with the signed-in person's token,
 * on a branch `<KEYSTATIC_BRANCH_PREFIX><name>`, so each edit is a pull request that gets a preview
 * and the checks before anyone merges it. The function itself never writes content: Keystatic's
 * GitHub-mode API has no write route, and the local-files mode is refused.
 *
 * Firebase Hosting passes a single cookie to a function, `__session`; Keystatic's own cookies
 * (`keystatic-gh-*`, `ks-<state>`) are therefore also carried inside `__session` and unpacked on the
 * way in (docs/decisions.md, "Pipeline").
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import keystaticConfig from '../../keystatic.config';
import { defaultBranchPrefix, githubStorage } from '../../scripts/build/editor/storage';

/** What the function reads at request time: its params and secrets (Secret Manager). */
export interface EditorSettings {
  repository: string;
  branchPrefix: string;
  clientId: string;
  clientSecret: string;
  secret: string;
}

type Request = IncomingMessage & { originalUrl?: string; rawBody?: Buffer; body?: unknown };

const sessionCookie = '__session';
/** Keystatic's cookies, which the function needs back on later requests. */
const isKeystaticCookie = (name: string) => name.startsWith('keystatic-') || name.startsWith('ks-');
/** About the life of GitHub's refresh token, which is the longest-lived cookie inside. */
const sessionMaxAge = 60 * 60 * 24 * 180;

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** @returns the name → value pairs of a Cookie header */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** The Cookie header Keystatic sees: the request's cookies plus those carried in `__session`. */
export function unpackSession(header: string | undefined): string {
  const cookies = parseCookies(header);
  const carried = new URLSearchParams(cookies.get(sessionCookie) ?? '');
  for (const [name, value] of carried) if (isKeystaticCookie(name) && !cookies.has(name)) cookies.set(name, value);
  cookies.delete(sessionCookie);
  return [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
}

/**
 * The `__session` cookie that carries Keystatic's cookies after a response set or cleared some, or
 * undefined when the response changed none.
 * @param requestHeader the request's Cookie header
 * @param setCookies the Set-Cookie headers Keystatic answered with
 */
export function packSession(requestHeader: string | undefined, setCookies: string[], secure: boolean) {
  const carried = parseCookies(unpackSession(requestHeader));
  let changed = false;
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const [name] = [...parseCookies(pair).keys()];
    if (!name || !isKeystaticCookie(name)) continue;
    changed = true;
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
      return false;
    });
    if (expired) carried.delete(name);
    else carried.set(name, parseCookies(pair).get(name) ?? '');
  }
  for (const name of [...carried.keys()]) if (!isKeystaticCookie(name)) carried.delete(name);
  if (!changed) return undefined;
  const value = encodeURIComponent(new URLSearchParams([...carried]).toString());
  const maxAge = carried.size > 0 ? sessionMaxAge : 0;
  return `${sessionCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The first value of a header that proxies may send as a list. */
function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/**
 * The address the browser used: behind Firebase Hosting the function sees Cloud Run's host, and the
 * editor's own host arrives in X-Forwarded-Host. GitHub sends the person back to this origin.
 */
export function requestOrigin(req: Request): string {
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host) ?? 'localhost';
  const protocol = first(req.headers['x-forwarded-proto']) ?? 'http';
  return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function requestBody(req: Request): Promise<Buffer> {
  if (req.rawBody) return req.rawBody;
  if (req.body !== undefined) return Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type KeystaticResponse = Awaited<ReturnType<ReturnType<typeof makeGenericAPIRouteHandler>>>;

function headerEntries(headers: KeystaticResponse['headers']): Array<[string, string]> {
  if (!headers) return [];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [String(name), String(value)]);
  if (headers instanceof Headers) return [...headers.entries()];
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The editor's request handler, apart from Firebase so a test can give it its settings.
 * @param options.settings read on each request (params and secrets are only known at run time)
 * @param options.uiDir the editor's built page and assets (`npm run build:editor`)
 */
export function editorHandler(options: { settings: () => EditorSettings; uiDir: string }) {
  let page: Promise<string> | undefined;
  let api: { key: string; handle: ReturnType<typeof makeGenericAPIRouteHandler> } | undefined;

  function keystaticApi(settings: EditorSettings) {
    const key = JSON.stringify(settings);
    if (api?.key !== key) {
      const config: Config = {
        ...keystaticConfig,
        ui: keystaticConfig.ui as Config['ui'],
        storage: githubStorage(settings.repository, settings.branchPrefix),
      };
      api = {
        key,
        handle: makeGenericAPIRouteHandler({
          config,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          secret: settings.secret,
        }),
      };
    }
    return api.handle;
  }

  return async (req: Request, res: ServerResponse) => {
    const origin = requestOrigin(req);
    const url = new URL(req.originalUrl ?? req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    const noStore = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    let settings: EditorSettings;
    try {
      settings = options.settings();
      githubStorage(settings.repository, settings.branchPrefix);
    } catch (error) {
      console.error('The editor is not configured:', (error as Error).message);
      return send(res, 500, 'The editor is not configured (README, "Operating the site").', noStore);
    }

    if (isUnder(url.pathname, '/api/keystatic')) {
      const cookieHeader = first(req.headers.cookie) === undefined ? undefined : String(req.headers.cookie);
      const body = await requestBody(req);
      let response: KeystaticResponse;
      try {
        response = await keystaticApi(settings)({
          method,
          url: url.href,
          headers: {
            get: (name: string) =>
              name.toLowerCase() === 'cookie'
                ? unpackSession(cookieHeader)
                : (first(req.headers[name.toLowerCase()]) ?? null),
          },
          json: async () => JSON.parse(body.toString('utf8')),
        });
      } catch (error) {
        console.error('Keystatic API failed:', (error as Error).message);
        return send(res, 500, 'The editor could not answer.', noStore);
      }
      const entries = headerEntries(response.headers);
      const setCookies = entries.filter(([name]) => name.toLowerCase() === 'set-cookie').map(([, value]) => value);
      const session = packSession(cookieHeader, setCookies, url.protocol === 'https:');
      res.statusCode = response.status ?? 200;
      for (const [name, value] of entries) if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value);
      res.setHeader('Set-Cookie', session ? [...setCookies, session] : setCookies);
      for (const [name, value] of Object.entries(noStore)) res.setHeader(name, value);
      res.end(response.body ?? undefined);
      return;
    }

    if (method !== 'GET' && method !== 'HEAD') return send(res, 405, 'Method Not Allowed', noStore);

    if (isUnder(url.pathname, '/keystatic')) {
      page ??= readFile(join(options.uiDir, 'index.html'), 'utf8');
      const html = (await page)
        .replace('%%REPO%%', escapeAttribute(settings.repository))
        .replace('%%BRANCH_PREFIX%%', escapeAttribute(settings.branchPrefix));
      return send(res, 200, html, { ...noStore, 'Content-Type': 'text/html; charset=utf-8' });
    }

    // The page's scripts: Hosting serves them from dist/editor before any rewrite; a local run
    // (Functions Framework) gets them here.
    const asset = /^\/assets\/([\w.-]+)$/.exec(url.pathname)?.[1];
    if (asset) {
      const contents = await readFile(join(options.uiDir, 'assets', asset)).catch(() => undefined);
      if (contents)
        return send(res, 200, contents, {
          'Content-Type': contentTypes[extname(asset)] ?? 'application/octet-stream',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        });
    }
    if (url.pathname === '/') {
      res.setHeader('Location', '/keystatic');
      return send(res, 302, '', noStore);
    }
    return send(res, 404, 'Not Found', noStore);
  };
}

/** The repository the editor saves to, `owner/name` (written by `npm run deploy`, functions/.env.<project>). */
const repository = defineString('KEYSTATIC_GITHUB_REPO', {
  description: 'The GitHub repository the editor saves to, owner/name',
});
const branchPrefix = defineString('KEYSTATIC_BRANCH_PREFIX', {
  default: defaultBranchPrefix,
  description: 'The prefix of the branches the editor saves to',
});
const clientId = defineSecret('KEYSTATIC_GITHUB_CLIENT_ID');
const clientSecret = defineSecret('KEYSTATIC_GITHUB_CLIENT_SECRET');
const secret = defineSecret('KEYSTATIC_SECRET');

export const editor = onRequest(
  {
    region: 'europe-west1',
    secrets: [clientId, clientSecret, secret],
    // Anyone may load the page and sign in; GitHub decides who may save (README, "Operating the site").
    invoker: 'public',
    memory: '512MiB',
    // A few editors at a time; a cap keeps a flood of requests from scaling costs.
    maxInstances: 3,
  },
  editorHandler({
    uiDir: fileURLToPath(new URL('./editor', import.meta.url)),
    settings: () => ({
      repository: repository.value(),
      branchPrefix: branchPrefix.value(),
      clientId: clientId.value(),
      clientSecret: clientSecret.value(),
      secret: secret.value(),
    }),
  }),
);
