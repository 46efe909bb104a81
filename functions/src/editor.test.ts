/**
 * The hosted editor as deployed: the editor's page built by `npm run build:editor`, the functions
 * bundled by `npm run build:functions`, and the bundle's `editor` export served by the Functions
 * Framework (what runs it in Cloud Functions 2nd gen), with its params and secrets in the
 * environment as Cloud Functions gives them. GitHub is a stand-in server on this machine: the
 * function's requests to github.com and api.github.com are sent to it (tests/support/editorTestGitHub.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { build } from 'vite';
import { buildFunctions } from '../../scripts/build/functions.mjs';
import { chromiumFlags, ensureChromium } from '../../tests/support/browsers.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { editorContentSecurityPolicy } from '../../hosting/policy.mjs';
import { parseCookies } from '../../hosting/requests.mjs';
import * as editor from './editor';

const { absoluteLifetime, idleLifetime, markerCookie, markerValue, openSession, sealSession, sessionCookie } = editor;

/** Where the editor is built, as `npm run deploy` builds it: its page, then the functions bundle. */
const editorTestBuild = join(process.cwd(), 'node_modules/.cache/editor-function-test');
/** The directory the Functions Framework is pointed at: a package whose main is the bundle. */
const editorTestPackage = join(editorTestBuild, 'functions');

async function buildEditorFunction() {
  rmSync(editorTestBuild, { recursive: true, force: true });
  const editorDir = join(editorTestBuild, 'editor');
  await build({ configFile: 'scripts/build/editor/vite.config.ts', logLevel: 'warn', build: { outDir: editorDir } });
  await buildFunctions({ outDir: join(editorTestPackage, 'lib'), editorDir });
  writeFileSync(join(editorTestPackage, 'package.json'), JSON.stringify({ type: 'module', main: 'lib/index.js' }));
}

const settings = {
  ...{ KEYSTATIC_GITHUB_REPO: 'nexoform-example/website', KEYSTATIC_BRANCH_PREFIX: 'content/' },
  ...{ KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.test-client-id', KEYSTATIC_GITHUB_CLIENT_SECRET: 'test-client-secret' },
  KEYSTATIC_SECRET: 'a-test-secret-of-more-than-thirty-two-characters',
};
const otherSecret = 'another-secret-of-more-than-thirty-two-characters';
/** What the stand-in GitHub hands out: no script of the editor's page may ever see these. */
const accessToken = 'ghu_standInAccessToken0123456789';
const refreshToken = 'ghr_standInRefreshToken0123456789';
const blobSha = 'a'.repeat(40);
const callbackPath = '/api/keystatic/github/oauth/callback';
const blobPath = `/repos/${settings.KEYSTATIC_GITHUB_REPO}/git/blobs/${blobSha}`;

/** The cookies a response set, by name: value and attributes. */
const setCookies = (response: Response) =>
  new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      return [pair.slice(0, index), { value: decodeURIComponent(pair.slice(index + 1)), attributes }];
    }),
  );
/** The request header that sends back the session a response set. */
const sessionFrom = (response: Response) =>
  `${sessionCookie}=${encodeURIComponent(setCookies(response).get(sessionCookie)!.value)}`;

describe('the editor function under the Functions Framework', () => {
  // The function's working directory: a repository layout, so a write to local files would show.
  const cwd = mkdtempSync(join(tmpdir(), 'editor-function-'));
  let server: ChildProcess;
  let github: Server;
  let base: string;
  /** Every request the stand-in GitHub received. */
  let seen: { method: string; path: string; authorization?: string; body: string }[] = [];
  /** When true, the stand-in drops every connection: GitHub is unreachable. */
  let githubDown = false;
  /** The access token the stand-in hands out; a test may have it hand out an empty one. */
  let handedOut = accessToken;

  beforeAll(async () => {
    // Built afresh, as `npm run deploy` builds it, while the other test files run beside this one.
    await buildEditorFunction();
    mkdirSync(join(cwd, 'content/news'), { recursive: true });
    github = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (githubDown) return req.socket.destroy();
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const reply = (status: number, answer: unknown, type = 'application/json') =>
        res
          .writeHead(status, { 'Content-Type': type })
          .end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      if (path === '/github.com/login/oauth/access_token') {
        const form = new URLSearchParams(body);
        const good =
          form.get('client_secret') === settings.KEYSTATIC_GITHUB_CLIENT_SECRET &&
          (form.get('code') === 'good-code' || form.get('refresh_token') === refreshToken);
        if (!good) return reply(200, { error: 'bad_verification_code' });
        const expiries = { expires_in: 28800, refresh_token_expires_in: 15897600, scope: '', token_type: 'bearer' };
        return reply(200, { access_token: handedOut, refresh_token: refreshToken, ...expiries });
      }
      if (path === '/api.github.com/graphql') return reply(200, { data: null, errors: [{ message: 'stand-in' }] });
      if (path.startsWith('/api.github.com/repos/')) return reply(200, 'blob contents', 'text/plain');
      if (path.startsWith('/api.github.com/applications/')) return reply(204, '');
      reply(404, { message: 'Not Found' });
    });
    await once(github.listen(0, '127.0.0.1'), 'listening');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    const framework = 'node_modules/@google-cloud/functions-framework/build/src/main.js';
    const args = [join(process.cwd(), framework), '--target=editor', `--source=${editorTestPackage}`, `--port=${port}`];
    server = spawn(process.execPath, ['--import', join(process.cwd(), 'tests/support/editorTestGitHub.mjs'), ...args], {
      cwd,
      env: { ...process.env, ...settings, EDITOR_ORIGIN: base, EDITOR_TEST_GITHUB: githubUrl, NODE_ENV: 'production' },
    });
    let log = '';
    for (const output of [server.stdout, server.stderr]) output?.on('data', (chunk) => (log += chunk));
    // Ready when it answers (in production mode it prints nothing), failed when it exits.
    const exited = new Promise<never>((_, reject) =>
      server.on('exit', (code) => reject(new Error(`the Functions Framework exited (${code}):\n${log}`))),
    );
    await Promise.race([vi.waitFor(() => fetch(`${base}/keystatic`), { timeout: 110_000, interval: 100 }), exited]);
  }, 120_000);

  beforeEach(() => {
    seen = [];
    githubDown = false;
    handedOut = accessToken;
  });

  afterAll(async () => {
    server?.kill();
    await new Promise((resolve) => github?.close(resolve));
    rmSync(cwd, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
  const post = (path: string, headers: Record<string, string> = {}, body?: string) =>
    call(path, { method: 'POST', headers, body });
  /** GitHub sending the browser back to the function with a code and `state`. */
  const callback = (state: string, cookie?: string) =>
    call(`${callbackPath}?code=good-code&state=${state}`, { headers: cookie ? { cookie } : {} });
  const logout = (headers: Record<string, string>) => post('/api/keystatic/github/logout', headers);
  /** Starts a sign-in: the session cookie that holds its state, and the state GitHub is given. */
  const startSignIn = async (query = '') => {
    const response = await call(`/api/keystatic/github/login${query}`);
    const state = new URL(response.headers.get('location')!).searchParams.get('state')!;
    return { state, cookie: sessionFrom(response) };
  };
  /** A full sign-in with the stand-in GitHub: the session cookie afterwards. */
  const signIn = async () => {
    const { state, cookie } = await startSignIn();
    const response = await callback(state, cookie);
    expect(response.status).toBe(303);
    return sessionFrom(response);
  };
  const exchanges = () => seen.filter((request) => request.path.includes('access_token'));
  /** A response's status and where it sends the browser. */
  const redirect = (response: Response) => [response.status, response.headers.get('location')];

  it('answers the editor page under a policy that runs scripts from its own origin only', async () => {
    for (const path of ['/keystatic', '/keystatic/branch/main/collection/news']) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toBe(editorContentSecurityPolicy());
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )connect-src 'self'[^;]*(;|$)/);
      expect(policy).not.toMatch(/api\.github\.com|'unsafe-eval'/);
      const html = await response.text();
      expect(html).toContain(`data-repo="${settings.KEYSTATIC_GITHUB_REPO}"`);
      expect(html).toContain('data-branch-prefix="content/"');
      // Every script is a file of its own origin: nothing inline for a hash to allow.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(body?.trim()).toBe('');
        expect(attributes).toMatch(/ src="\/assets\/[^"]+\.js"/);
      }
      const asset = await call(/src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await asset.text()).toContain('News & Insights');
    }
  });

  it('refuses a forged state: a sign-in this browser did not start never reaches GitHub', async () => {
    // No session at all (a link an attacker sent with their own code and state).
    const forged = await callback('f'.repeat(64));
    // This browser's sign-in, another state.
    const { state, cookie } = await startSignIn();
    const other = await callback('0'.repeat(64), cookie);
    // The state is spent: the right one no longer works with the session the refusal left.
    const replay = await callback(state, sessionFrom(other));
    for (const response of [forged, other, replay]) {
      expect(response.status).toBe(400);
      expect(setCookies(response).get(markerCookie)?.value ?? '').toBe('');
    }
    expect(exchanges()).toEqual([]);
  });

  it('signs in with a checked state and keeps the token where no script can read it', async () => {
    const { state, cookie } = await startSignIn('?from=branch/main/collection/news');
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    const signedIn = await callback(state, cookie);
    expect(redirect(signedIn)).toEqual([303, '/keystatic/branch/main/collection/news']);
    const cookies = setCookies(signedIn);
    const session = cookies.get(sessionCookie)!;
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', `Max-Age=${idleLifetime}`, 'SameSite=Lax']));
    // The one cookie a script can read is a marker, for Keystatic's page to know it is signed in.
    expect(cookies.get(markerCookie)!.value).toBe(markerValue);
    expect(cookies.get(markerCookie)!.attributes).not.toContain('HttpOnly');
    const sessionBytes = Buffer.from(session.value, 'base64url').toString('latin1');
    for (const text of [signedIn.headers.getSetCookie().join('\n'), sessionBytes, await signedIn.text()])
      for (const token of [accessToken, refreshToken]) expect(text).not.toContain(token);
    // GitHub was asked once, with the code and the configured address.
    expect(exchanges().map(({ body }) => new URLSearchParams(body).get('redirect_uri'))).toEqual([base + callbackPath]);
  });

  it('calls GitHub with the token for the page, only for its repository, only from its page, nothing too large', async () => {
    const cookie = await signIn();
    const page = { cookie, origin: base };
    const json = { ...page, 'content-type': 'application/json', authorization: 'Bearer marker' };
    const big = 'a'.repeat(31 * 1024 * 1024);
    const graphql = await post('/api/github/graphql', json, JSON.stringify({ query: '{ viewer { login } }' }));
    expect(graphql.status).toBe(200);
    const blob = await call(`/api/github${blobPath}`, { headers: { ...page, accept: 'application/vnd.github.raw' } });
    expect(await blob.text()).toBe('blob contents');
    expect(exchanges().length).toBe(1);
    expect(seen.slice(1).map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['POST', '/api.github.com/graphql', `Bearer ${accessToken}`],
      ['GET', `/api.github.com${blobPath}`, `Bearer ${accessToken}`],
    ]);
    // Each use renews the session for another idle lifetime.
    expect(setCookies(graphql).get(sessionCookie)?.attributes).toContain(`Max-Age=${idleLifetime}`);
    seen = [];
    // Nothing else, from nowhere else, and nothing without a session.
    const refused = await Promise.all([
      call('/api/github/user', { headers: page }),
      call(`/api/github/repos/someone/else/git/blobs/${blobSha}`, { headers: page }),
      post('/api/github/graphql', { cookie, origin: 'https://evil.example' }),
      post('/api/github/graphql', { cookie }),
      post('/api/github/graphql', { origin: base }),
      // A save larger than the limit is refused before it reaches GitHub.
      post('/api/github/graphql', { ...page, 'content-type': 'application/json' }, JSON.stringify({ query: big })),
    ]);
    expect(refused.map((response) => response.status)).toEqual([404, 404, 403, 403, 401, 413]);
    expect(seen).toEqual([]);
    // GitHub out of reach: the page is told so in JSON, as its 401 is.
    githubDown = true;
    const down = await post('/api/github/graphql', json, JSON.stringify({ query: '{ viewer { login } }' }));
    expect([down.status, down.headers.get('content-type'), await down.json()]).toEqual([
      502,
      'application/json',
      { message: 'GitHub could not be reached.' },
    ]);
  });

  it('signs out with a POST that clears the session even when GitHub cannot be reached', async () => {
    const cookie = await signIn();
    // Keystatic's menu opens the GET, which only asks: nothing is cleared by a link.
    const asked = await call('/api/keystatic/github/logout', { headers: { cookie } });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<form method="post" action="/api/keystatic/github/logout">');
    expect(asked.headers.getSetCookie()).toEqual([]);
    // Another site cannot sign the person out.
    expect((await logout({ cookie, origin: 'https://evil.example' })).status).toBe(403);
    githubDown = true;
    const out = await logout({ cookie, origin: base });
    expect(redirect(out)).toEqual([303, '/keystatic']);
    const cleared = setCookies(out);
    expect(cleared.get(sessionCookie)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) });
    expect(cleared.get(markerCookie)!.attributes).toContain('Max-Age=0');
    // With GitHub back, a sign-out also revokes the token there.
    githubDown = false;
    const again = await signIn();
    seen = [];
    await logout({ cookie: again, origin: base });
    const revoke = `/api.github.com/applications/${settings.KEYSTATIC_GITHUB_CLIENT_ID}/token`;
    expect(seen.map(({ method, path, body }) => [method, path, JSON.parse(body)])).toEqual([
      ['DELETE', revoke, { access_token: accessToken }],
    ]);
  });

  it.each<Record<string, string>>([
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    { 'x-forwarded-host': 'evil.example, editor.nexoform.example' },
    {},
  ])('ignores X-Forwarded-Host %o: GitHub sends the sign-in back to the configured address', async (headers) => {
    const response = await call('/api/keystatic/github/login', { headers });
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${base}${callbackPath}`);
  });

  it('sends a page opened at another address of the site to the configured one', async () => {
    const response = await call('/keystatic/branch/main?x=1', {
      headers: { 'x-forwarded-host': 'nexoform-live-editor.web.app' },
    });
    expect(redirect(response)).toEqual([302, `${base}/keystatic/branch/main?x=1`]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('gives no token out without a sign-in, and writes nothing', async () => {
    const before = readdirSync(join(cwd, 'content/news'));
    const additions = [{ path: 'content/news/planted.yaml', contents: Buffer.from('id: 1').toString('base64url') }];
    const update = JSON.stringify({ additions, deletions: [] });
    const write = await post('/api/keystatic/update', { 'content-type': 'application/json', 'no-cors': '1' }, update);
    expect(write.status).toBe(404);
    expect(readdirSync(join(cwd, 'content/news'))).toEqual(before);
    expect(existsSync(join(cwd, 'content/news/planted.yaml'))).toBe(false);
    const refresh = (cookie?: string) =>
      post('/api/keystatic/github/refresh-token', { origin: base, ...(cookie ? { cookie } : {}) });
    expect((await refresh()).status).toBe(401);
    // A session cookie not sealed with the editor's secret is nobody's.
    const created = Math.floor(Date.now() / 1000);
    const foreign = sealSession({ created, accessToken: 'x', accessExpires: 9e9 }, otherSecret);
    expect((await refresh(`${sessionCookie}=${foreign}`)).status).toBe(401);
    // A signed-in page renews its marker.
    const renewed = await refresh(await signIn());
    expect(renewed.status).toBe(200);
    expect(setCookies(renewed).get(markerCookie)?.value).toBe(markerValue);
    // An access token about to expire, which GitHub refreshes with an empty one, is no sign-in.
    const expiring = { created, accessToken, refreshToken, accessExpires: created + 60, refreshExpires: 9e9 };
    handedOut = '';
    seen = [];
    const emptied = await refresh(`${sessionCookie}=${sealSession(expiring, settings.KEYSTATIC_SECRET)}`);
    expect(emptied.status).toBe(401);
    expect(exchanges().map(({ body }) => new URLSearchParams(body).get('grant_type'))).toEqual(['refresh_token']);
    expect(setCookies(emptied).get(sessionCookie)?.attributes).toContain('Max-Age=0');
  });

  it('serves nothing else', async () => {
    const paths = ['/assets/..%2Findex.html', '/news-insights', '/api/keystatic/github/created-app'];
    const answers = await Promise.all([post('/keystatic'), ...paths.map((path) => call(path))]);
    expect(answers.map((response) => response.status)).toEqual([405, 404, 404, 404]);
  });

  // Its own waits allow 30 s each: a browser's start and Keystatic's first render are slow on a busy machine.
  it('runs Keystatic in a browser under its policy; no script sees the token', { timeout: 90_000 }, async () => {
    // The full browser: the headless shell does not hand the sign-in's redirect to GitHub to a
    // route, so the stand-in below would never answer it (docs/decisions.md#d86).
    const browser = await chromium.launch({ executablePath: ensureChromium('full'), args: chromiumFlags });
    onTestFinished(() => browser.close());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && errors.push(message.text()));
    const offSite: string[] = [];
    // GitHub's authorize page is stood in for: it sends the browser back with a code, as GitHub does.
    let authorize: URL | undefined;
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'github.com' && url.pathname === '/login/oauth/authorize') {
        authorize = url;
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', 'good-code');
        back.searchParams.set('state', url.searchParams.get('state')!);
        return route.fulfill({ status: 302, headers: { location: back.href } });
      }
      offSite.push(url.href);
      return route.abort();
    });
    await page.goto(`${base}/keystatic`);
    const login = page.getByText('Log in with GitHub');
    await login.waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    seen = [];
    await login.click();
    // Back from the sign-in, Keystatic asks GitHub's API for the repository: through the function.
    const graphql = () => seen.find((request) => request.path === '/api.github.com/graphql');
    await expect.poll(graphql, { timeout: 30_000 }).toBeDefined();
    expect(authorize?.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(graphql()?.authorization).toBe(`Bearer ${accessToken}`);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain(`${markerCookie}=${markerValue}`);
    for (const token of [accessToken, refreshToken]) expect(readable).not.toContain(token);
    expect(parseCookies(readable).has(sessionCookie)).toBe(false);
    // The page never called GitHub's API itself.
    expect(offSite.filter((href) => href.startsWith('https://api.github.com'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the session cookie', () => {
  const secret = settings.KEYSTATIC_SECRET;
  const at = 1_800_000_000;
  const sealed = sealSession({ created: at, accessToken }, secret);

  it('opens only with the editor’s secret, untampered', () => {
    expect(openSession(sealed, secret, at)).toEqual({ created: at, accessToken });
    expect(openSession(sealed, otherSecret, at)).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(openSession(bytes.toString('base64url'), secret, at)).toBeUndefined();
    expect(openSession('', secret, at)).toBeUndefined();
  });

  it('ends at the latest a day after the sign-in, however often it is renewed', () => {
    expect(openSession(sealed, secret, at + absoluteLifetime)).toBeDefined();
    expect(openSession(sealed, secret, at + absoluteLifetime + 1)).toBeUndefined();
    expect(absoluteLifetime).toBeLessThanOrEqual(24 * 60 * 60);
    expect(idleLifetime).toBeLessThanOrEqual(absoluteLifetime);
  });

  it('is Secure on an https editor', async () => {
    const origin = 'https://editor.nexoform.example';
    const handler = editor.editorHandler({
      uiDir: '/nonexistent',
      settings: () => ({
        ...{ repository: settings.KEYSTATIC_GITHUB_REPO, branchPrefix: 'content/', secret, origin },
        ...{ clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID, clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET },
      }),
    });
    const headers = new Map<string, unknown>();
    const response = { setHeader: (name: string, value: unknown) => headers.set(name, value), end: () => {} };
    await handler({ method: 'GET', url: '/api/keystatic/github/login', headers: {} } as never, response as never);
    const session = (headers.get('Set-Cookie') as string[]).find((line) => line.startsWith(`${sessionCookie}=`));
    expect(session).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(new URL(headers.get('Location') as string).searchParams.get('redirect_uri')).toBe(origin + callbackPath);
  });
});
