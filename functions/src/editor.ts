/**
 * The hosted content editor (docs/operating.md, "The hosted editor"): one HTTPS function behind the
 * editor's Hosting site answers the editor's page (`/keystatic/**`, the page of `npm run
 * build:editor` with the repository filled in), the GitHub sign-in Keystatic's GitHub mode calls
 * (`/api/keystatic/github/*`), and GitHub's API for that page (`/api/github/*`).
 *
 * The person's GitHub token never reaches the browser. Keystatic's own API handler would put it in
 * a cookie its page reads from `document.cookie` and sends to api.github.com; here the sign-in is
 * done by this function, the tokens live only in `__session` (AES-GCM encrypted with
 * KEYSTATIC_SECRET, HttpOnly, the one cookie Firebase Hosting passes to a function), and the page's
 * calls to api.github.com are sent to `/api/github/*` (scripts/build/editor/githubProxy.ts), where
 * this function adds the token. The cookie `keystatic-gh-access-token` that Keystatic's page looks
 * for holds a marker, not a token. See docs/decisions.md, "Hosted editor security".
 *
 * The function itself never writes content: saves are commits the person's token makes on GitHub,
 * on a branch `<KEYSTATIC_BRANCH_PREFIX><name>`, reviewed in a pull request.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { editorContentSecurityPolicy } from '../../hosting/policy.mjs';
import { BodyTooLarge, parseCookies, requestBody } from '../../hosting/requests.mjs';
import { defaultBranchPrefix, githubStorage } from '../../hosting/storage';

/** What the function reads at request time: its params and secrets (Secret Manager). */
export interface EditorSettings {
  repository: string;
  branchPrefix: string;
  clientId: string;
  clientSecret: string;
  secret: string;
  /** The editor's public origin (EDITOR_ORIGIN), e.g. https://editor.example.com: never a request header. */
  origin: string;
}

type Request = IncomingMessage & { originalUrl?: string; rawBody?: Buffer };

/** The one cookie Firebase Hosting passes to a function. */
export const sessionCookie = '__session';
/** The cookie Keystatic's page reads to know it is signed in: here a marker, never a token. */
export const markerCookie = 'keystatic-gh-access-token';
export const markerValue = 'kept-by-the-editor-function';

/** A session ends after this long without a request (renewed by each request)… */
export const idleLifetime = 8 * 60 * 60;
/** …and this long after the sign-in at the latest: then the person signs in again. */
export const absoluteLifetime = 24 * 60 * 60;
/** How long a sign-in started at GitHub may take to come back. */
const stateLifetime = 10 * 60;
/** The largest request the GitHub proxy forwards: a save with photos, base64-encoded, under Cloud Run's 32 MiB. */
export const maxProxiedBody = 30 * 1024 * 1024;
/** GitHub's answer to a revocation is waited for this long at most: a logout never hangs on GitHub. */
const revokeTimeout = 3000;

/** What `__session` holds, encrypted. Times are seconds since the epoch. */
export interface Session {
  /** When the person signed in (or started to), for the absolute lifetime. */
  created: number;
  /** The OAuth state of a sign-in under way, and where to return to. */
  state?: string;
  stateExpires?: number;
  from?: string;
  accessToken?: string;
  accessExpires?: number;
  refreshToken?: string;
  refreshExpires?: number;
}

const now = () => Math.floor(Date.now() / 1000);

function sessionKey(secret: string) {
  if (secret.length < 32) throw new Error('KEYSTATIC_SECRET must be at least 32 characters long');
  return Buffer.from(hkdfSync('sha256', secret, 'nexoform-editor', 'editor session v1', 32));
}

/** The session as the cookie's value: AES-256-GCM, nonce ‖ tag ‖ ciphertext, base64url. */
export function sealSession(session: Session, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sessionKey(secret), nonce);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The session in a cookie's value, or undefined when it was not sealed with this secret or has ended. */
export function openSession(value: string | undefined, secret: string, at = now()): Session | undefined {
  if (!value) return undefined;
  try {
    const bytes = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sessionKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = decipher.update(bytes.subarray(28), undefined, 'utf8') + decipher.final('utf8');
    const session = JSON.parse(json) as Session;
    if (typeof session.created !== 'number' || at - session.created > absoluteLifetime) return undefined;
    return session;
  } catch {
    return undefined;
  }
}

/** Keystatic's routes inside its page (`branch/main/collection/news`…), the only places a sign-in returns to. */
const keystaticRoute = /^branch\/[^]+(\/collection\/[^/]+(|\/(create|item\/[^/]+))|\/singleton\/[^/]+)?$/;

/** The GitHub API calls Keystatic's page makes, which the proxy forwards: its GraphQL, and the repository's trees and blobs. */
function proxiedGitHubPath(method: string, path: string, repository: string): boolean {
  if (path === '/graphql') return method === 'POST';
  const match = /^\/repos\/([\w.-]+\/[\w.-]+)\/git\/(trees|blobs)\/[0-9a-f]{40}$/.exec(path);
  return method === 'GET' && match?.[1]?.toLowerCase() === repository.toLowerCase();
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The GitHub hosts the function talks to (a test points the process's fetch elsewhere, never this code). */
const github = { web: 'https://github.com', api: 'https://api.github.com' };

/**
 * The editor's request handler, apart from Firebase so a test can give it its settings.
 * @param options.settings read on each request (params and secrets are only known at run time)
 * @param options.uiDir the editor's built page and assets (`npm run build:editor`)
 */
export function editorHandler(options: { settings: () => EditorSettings; uiDir: string }) {
  let page: Promise<string> | undefined;

  return async (req: Request, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const baseHeaders: Record<string, string> = {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': editorContentSecurityPolicy(),
    };
    const cookies: string[] = [];
    const send = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.statusCode = status;
      for (const [name, value] of Object.entries({ ...baseHeaders, ...headers })) res.setHeader(name, value);
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      // Node's server sends no body in the answer to a HEAD request.
      res.end(body);
    };
    const redirect = (location: string, status = 303) => send(status, '', { Location: location });
    const sendText = (status: number, text: string) =>
      send(status, text, { 'Content-Type': 'text/plain; charset=utf-8' });
    const sendJson = (status: number, message: string) =>
      send(status, JSON.stringify({ message }), { 'Content-Type': 'application/json' });

    let settings: EditorSettings;
    let origin: string;
    try {
      settings = options.settings();
      githubStorage(settings.repository, settings.branchPrefix);
      origin = new URL(settings.origin).origin;
      sessionKey(settings.secret);
      if (!settings.clientId || !settings.clientSecret) throw new Error('the GitHub App is not configured');
    } catch (error) {
      console.error('The editor is not configured:', (error as Error).message);
      return send(500, 'The editor is not configured (docs/operating.md, "The hosted editor").');
    }
    // The address comes from configuration: X-Forwarded-Host and Host are never read.
    const url = new URL(req.originalUrl ?? req.url ?? '/', origin);
    const secure = url.protocol === 'https:';

    let session = openSession(parseCookies(req.headers.cookie).get(sessionCookie), settings.secret);

    const cookie = (name: string, value: string, maxAge: number, httpOnly: boolean) =>
      `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAge))}${
        httpOnly ? '; HttpOnly' : ''
      }; SameSite=Lax${secure ? '; Secure' : ''}`;
    /** Writes the session back, renewed for another idle lifetime within its absolute one. */
    const keepSession = (next: Session) => {
      session = next;
      const left = Math.min(idleLifetime, next.created + absoluteLifetime - now());
      cookies.push(cookie(sessionCookie, sealSession(next, settings.secret), left, true));
      const signedIn = next.accessToken && next.accessExpires;
      cookies.push(cookie(markerCookie, signedIn ? markerValue : '', signedIn ? left : 0, false));
    };
    const endSession = () => {
      session = undefined;
      cookies.push(cookie(sessionCookie, '', 0, true), cookie(markerCookie, '', 0, false));
    };
    /** A request the editor's own page sent: browsers send Origin on every POST and on fetches. */
    const fromEditor = () =>
      req.headers.origin !== undefined
        ? req.headers.origin === origin
        : req.headers['sec-fetch-site'] === 'same-origin';

    /** GitHub's token endpoint: the code of a sign-in, or a refresh token, for new tokens (a session created now). */
    const exchange = async (params: Record<string, string>): Promise<Session | undefined> => {
      const response = await fetch(`${github.web}/login/oauth/access_token`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...params }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      const answer = (await response?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      if (!response?.ok || typeof answer?.access_token !== 'string') return undefined;
      const at = now();
      const seconds = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);
      return {
        created: at,
        accessToken: answer.access_token,
        accessExpires: at + seconds(answer.expires_in, idleLifetime),
        ...(typeof answer.refresh_token === 'string' && {
          refreshToken: answer.refresh_token,
          refreshExpires: at + seconds(answer.refresh_token_expires_in, 0),
        }),
      };
    };
    /** A signed-in session whose access token is good for the next minutes, refreshed at GitHub when needed. */
    const signedIn = async (): Promise<Session | undefined> => {
      if (!session?.accessToken || !session.accessExpires) return undefined;
      if (session.accessExpires - now() > 5 * 60) return session;
      if (!session.refreshToken || (session.refreshExpires ?? 0) <= now()) return undefined;
      const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
      return refreshed ? { ...refreshed, created: session.created } : undefined;
    };
    /** The signed-in session, renewed in the answer; any other session is ended there (always, when not `allowed`). */
    const renewed = async (allowed = true): Promise<Session | undefined> => {
      const current = allowed ? await signedIn() : undefined;
      if (!current?.accessToken) {
        if (session) endSession();
        return undefined;
      }
      keepSession(current);
      return current;
    };

    if (isUnder(url.pathname, '/api/keystatic')) {
      const callback = `${origin}/api/keystatic/github/oauth/callback`;
      const route = url.pathname.replace(/^\/api\/keystatic\/?/, '');

      if (route === 'github/login' && method === 'GET') {
        const state = randomBytes(32).toString('hex');
        const from = url.searchParams.get('from') ?? '';
        keepSession({
          ...(session?.accessToken ? session : { created: now() }),
          state,
          stateExpires: now() + stateLifetime,
          ...(keystaticRoute.test(from) ? { from } : {}),
        });
        const query = new URLSearchParams({ client_id: settings.clientId, redirect_uri: callback, state });
        return redirect(`${github.web}/login/oauth/authorize?${query}`, 307);
      }

      if (route === 'github/oauth/callback' && method === 'GET') {
        const code = url.searchParams.get('code');
        const state = url.searchParams.get('state') ?? '';
        const expected = session?.state ?? '';
        const verified =
          expected.length > 0 &&
          state.length === expected.length &&
          timingSafeEqual(Buffer.from(state), Buffer.from(expected)) &&
          (session?.stateExpires ?? 0) > now();
        if (!code || !verified) {
          // A sign-in this browser did not start (or one too old): refused, and nothing of it kept.
          if (session?.state) keepSession({ ...session, state: undefined, stateExpires: undefined, from: undefined });
          return sendText(
            400,
            'This sign-in was not started here, or took too long. Open the editor and sign in again.',
          );
        }
        const from = session?.from;
        const tokens = await exchange({ code, redirect_uri: callback });
        if (!tokens) {
          endSession();
          return sendText(401, 'GitHub did not confirm the sign-in. Open the editor and sign in again.');
        }
        // A new session for the new sign-in: nothing of the one before carries over.
        keepSession(tokens);
        return redirect(`/keystatic${from ? `/${from}` : ''}`);
      }

      if (route === 'github/refresh-token' && method === 'POST') {
        return (await renewed(fromEditor())) ? send(200, '') : send(401, 'Authorization failed');
      }

      if (route === 'github/repo-not-found' && method === 'GET') {
        const from = url.searchParams.get('from') ?? '';
        if (await signedIn()) return redirect('/keystatic/repo-not-found');
        return redirect(
          `/api/keystatic/github/login${keystaticRoute.test(from) ? `?from=${encodeURIComponent(from)}` : ''}`,
        );
      }

      if (route === 'github/logout' && (method === 'GET' || method === 'HEAD')) {
        // Keystatic's menu links here; signing out is a POST, so this page asks for it with a button.
        return send(
          200,
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out of the editor</title><main><h1>Sign out of the editor?</h1><form method="post" action="/api/keystatic/github/logout"><button type="submit">Sign out</button></form><p><a href="/keystatic">Back to the editor</a></p></main></html>`,
          { 'Content-Type': 'text/html; charset=utf-8' },
        );
      }

      if (route === 'github/logout' && method === 'POST') {
        if (!fromEditor()) return send(403, 'Sign out from the editor’s own page.');
        const token = session?.accessToken;
        // The session ends here first, whatever GitHub answers.
        endSession();
        if (token) {
          await fetch(`${github.api}/applications/${encodeURIComponent(settings.clientId)}/token`, {
            method: 'DELETE',
            headers: {
              Authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
              Accept: 'application/vnd.github+json',
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ access_token: token }),
            signal: AbortSignal.timeout(revokeTimeout),
          }).then(
            (response) => {
              if (!response.ok)
                console.warn(`GitHub did not revoke the token (${response.status}); the session is ended.`);
            },
            (error: Error) =>
              console.warn(`GitHub could not be reached to revoke the token (${error.message}); the session is ended.`),
          );
        }
        return redirect('/keystatic');
      }

      return send(404, 'Not Found');
    }

    if (isUnder(url.pathname, '/api/github')) {
      const path = url.pathname.slice('/api/github'.length);
      if (!proxiedGitHubPath(method, path, settings.repository)) return send(404, 'Not Found');
      if (!fromEditor()) return send(403, 'Only the editor’s page may use this.');
      const current = await renewed();
      if (!current) return sendJson(401, 'Sign in again.');
      let body: Buffer | undefined;
      try {
        body = method === 'POST' ? await requestBody(req, maxProxiedBody) : undefined;
      } catch (error) {
        if (error instanceof BodyTooLarge) return send(413, 'Too large: save fewer or smaller photos at once.');
        throw error;
      }
      const answer = await fetch(`${github.api}${path}${url.search}`, {
        method,
        headers: {
          Authorization: `Bearer ${current.accessToken}`,
          Accept: req.headers.accept ?? 'application/json',
          'User-Agent': 'nexoform-editor',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(50_000),
      }).catch(() => undefined);
      if (!answer) return sendJson(502, 'GitHub could not be reached.');
      return send(answer.status, Buffer.from(await answer.arrayBuffer()), {
        'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
    }

    if (method !== 'GET' && method !== 'HEAD') return send(405, 'Method Not Allowed');

    if (isUnder(url.pathname, '/keystatic')) {
      // Opened at another of the site's addresses (the web.app one beside a custom domain): the
      // sign-in works at the configured address only, so the browser is sent there. The header
      // only decides whether to redirect; the address redirected to is the configured one.
      const host = req.headers['x-forwarded-host']?.toString().split(',')[0]?.trim();
      if (host && host !== new URL(origin).host) return redirect(`${origin}${url.pathname}${url.search}`, 302);
      page ??= readFile(join(options.uiDir, 'index.html'), 'utf8');
      const html = (await page)
        .replace('%%REPO%%', escapeHtml(settings.repository))
        .replace('%%BRANCH_PREFIX%%', escapeHtml(settings.branchPrefix));
      // Each visit renews the session, within its absolute lifetime.
      if (session?.accessToken) keepSession(session);
      return send(200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    }

    // The page's scripts: Hosting serves them from dist/editor before any rewrite; a local run
    // (Functions Framework) gets them here.
    const asset = /^\/assets\/([\w.-]+)$/.exec(url.pathname)?.[1];
    if (asset) {
      const contents = await readFile(join(options.uiDir, 'assets', asset)).catch(() => undefined);
      if (contents)
        return send(200, contents, {
          'Content-Type': contentTypes[extname(asset)] ?? 'application/octet-stream',
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
    }
    if (url.pathname === '/') return redirect('/keystatic', 302);
    return send(404, 'Not Found');
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
/** The editor's public origin (written by `npm run deploy` from EDITOR_ORIGIN or the editor site's address). */
const editorOrigin = defineString('EDITOR_ORIGIN', {
  description: "The editor's public address, https://host, where GitHub sends a sign-in back",
});
const clientId = defineSecret('KEYSTATIC_GITHUB_CLIENT_ID');
const clientSecret = defineSecret('KEYSTATIC_GITHUB_CLIENT_SECRET');
const secret = defineSecret('KEYSTATIC_SECRET');

export const editor = onRequest(
  {
    region: 'europe-west1',
    secrets: [clientId, clientSecret, secret],
    // Anyone may load the page and sign in; GitHub decides who may save (docs/operating.md).
    invoker: 'public',
    // Limits, sized for a handful of editors (docs/operating.md, "The hosted editor"): a page load
    // is a few dozen proxied GitHub calls, each waiting on GitHub rather than computing, so one
    // instance serves 40 at once; 5 instances (200 requests in flight) are ample for the team and
    // cap what a flood of requests can cost. A request ends after 60 s; a proxied body is at most 30 MiB.
    maxInstances: 5,
    concurrency: 40,
    cpu: 1,
    memory: '512MiB',
    timeoutSeconds: 60,
  },
  editorHandler({
    uiDir: fileURLToPath(new URL('./editor', import.meta.url)),
    settings: () => ({
      repository: repository.value(),
      branchPrefix: branchPrefix.value(),
      clientId: clientId.value(),
      clientSecret: clientSecret.value(),
      secret: secret.value(),
      origin: editorOrigin.value(),
    }),
  }),
);
