// @vitest-environment node
/**
 * The hosted editor as deployed: the editor's page built by `npm run build:editor`, the functions
 * bundled by `npm run build:functions`, and the bundle's `editor` export served by the Functions
 * Framework (what runs it in Cloud Functions 2nd gen), with its params and secrets in the
 * environment as Cloud Functions gives them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, ensureChromium } from '../../scripts/local/chromium.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { packSession, parseCookies, unpackSession } from './editor';
import { buildEditorFunction, editorTestPackage, isBuilt } from './editorBuild';

const settings = {
  KEYSTATIC_GITHUB_REPO: 'nexoform-example/website',
  KEYSTATIC_BRANCH_PREFIX: 'content/',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.test-client-id',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'test-client-secret',
  KEYSTATIC_SECRET: 'a-test-secret-of-more-than-thirty-two-characters',
};

describe('the editor function under the Functions Framework', () => {
  // The function's working directory: a repository layout, so a write to local files would show.
  const cwd = mkdtempSync(join(tmpdir(), 'editor-function-'));
  let server: ChildProcess;
  let base: string;
  let log = '';

  beforeAll(async () => {
    // Built by the global setup (editorBuild.ts) before the test files start; built here when missing.
    if (!isBuilt()) await buildEditorFunction();
    const packageDir = editorTestPackage;
    mkdirSync(join(cwd, 'content/news'), { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      [
        'node_modules/@google-cloud/functions-framework/build/src/main.js',
        '--target=editor',
        `--source=${packageDir}`,
        `--port=${port}`,
      ].map((arg, index) => (index === 0 ? join(process.cwd(), arg) : arg)),
      { cwd, env: { ...process.env, ...settings, NODE_ENV: 'production' } },
    );
    server.stdout?.on('data', (chunk) => (log += chunk));
    server.stderr?.on('data', (chunk) => (log += chunk));
    // Ready when it answers (in production mode it prints nothing), failed when it exits.
    const exited = new Promise<never>((_, reject) =>
      server.on('exit', (code) => reject(new Error(`the Functions Framework exited (${code}):\n${log}`))),
    );
    const answers = async () => {
      for (;;) {
        const response = await fetch(`${base}/keystatic`).catch(() => undefined);
        if (response) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await Promise.race([answers(), exited]);
  }, 120_000);

  afterAll(() => {
    server?.kill();
    rmSync(cwd, { recursive: true, force: true });
  });

  it('answers the editor page, with the repository it saves to and its scripts', async () => {
    for (const path of ['/keystatic', '/keystatic/branch/main/collection/news']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(`data-repo="${settings.KEYSTATIC_GITHUB_REPO}"`);
      expect(html).toContain('data-branch-prefix="content/"');
      const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${base}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      // Keystatic's app with the site's schema is in it.
      expect(await asset.text()).toContain('News & Insights');
    }
  });

  it('starts Keystatic in GitHub mode in a browser, whose sign-in leads to the configured app', async () => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Nothing leaves the machine: GitHub's authorize page is stood in for, other hosts refused.
      let authorize: URL | undefined;
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
        const url = new URL(route.request().url());
        if (url.hostname !== 'github.com') return route.abort();
        authorize = url;
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub</title>' });
      });
      await page.goto(`${base}/keystatic`);
      const login = page.getByText('Log in with GitHub');
      await login.waitFor({ timeout: 30_000 });
      await login.click();
      await page.waitForURL(/github\.com/);
      expect(authorize?.pathname).toBe('/login/oauth/authorize');
      expect(authorize?.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('sends a sign-in to GitHub with the configured app, back to the address the browser used', async () => {
    const response = await fetch(`${base}/api/keystatic/github/login`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(settings.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${base}/api/keystatic/github/oauth/callback`);

    // Behind Firebase Hosting: the editor's own host, from X-Forwarded-Host.
    const hosted = await fetch(`${base}/api/keystatic/github/login`, {
      redirect: 'manual',
      headers: { 'x-forwarded-host': 'editor.nexoform.example', 'x-forwarded-proto': 'https' },
    });
    expect(new URL(hosted.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      'https://editor.nexoform.example/api/keystatic/github/oauth/callback',
    );
  });

  it('carries the sign-in state in __session, the one cookie Firebase Hosting passes on', async () => {
    const response = await fetch(`${base}/api/keystatic/github/login?from=branch/main/collection/news`, {
      redirect: 'manual',
      headers: { 'x-forwarded-host': 'editor.nexoform.example', 'x-forwarded-proto': 'https' },
    });
    const state = new URL(response.headers.get('location')!).searchParams.get('state');
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('__session='));
    expect(session).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const carried = parseCookies(unpackSession(session!.split(';')[0]));
    expect(carried.get(`ks-${state}`)).toBe('branch/main/collection/news');
  });

  it('writes nothing for a request without a session', async () => {
    const before = readdirSync(join(cwd, 'content/news'));
    const write = await fetch(`${base}/api/keystatic/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'no-cors': '1' },
      body: JSON.stringify({
        additions: [{ path: 'content/news/planted.yaml', contents: Buffer.from('id: 1').toString('base64url') }],
        deletions: [],
      }),
    });
    // GitHub mode has no write route: saves go from the browser to GitHub with the person's token.
    expect(write.status).toBe(404);
    expect(readdirSync(join(cwd, 'content/news'))).toEqual(before);
    expect(existsSync(join(cwd, 'content/news/planted.yaml'))).toBe(false);
    // No token is given out without GitHub's sign-in.
    const refresh = await fetch(`${base}/api/keystatic/github/refresh-token`, { method: 'POST' });
    expect(refresh.status).toBe(401);
    expect(refresh.headers.getSetCookie()).toEqual([]);
    const callback = await fetch(`${base}/api/keystatic/github/oauth/callback`, { redirect: 'manual' });
    expect(callback.status).toBe(400);
    const forged = await fetch(`${base}/api/keystatic/github/refresh-token`, {
      method: 'POST',
      headers: { cookie: '__session=keystatic-gh-refresh-token%3Dforged' },
    });
    expect(forged.status).toBe(401);
  });

  it('serves nothing else', async () => {
    expect((await fetch(`${base}/keystatic`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/assets/..%2Findex.html`)).status).toBe(404);
    expect((await fetch(`${base}/news-insights`)).status).toBe(404);
  });
});

describe('the __session cookie', () => {
  it('keeps what Keystatic set, drops what it cleared, and ignores other cookies', () => {
    const set = packSession(
      'theme=dark',
      [
        'keystatic-gh-access-token=abc; Max-Age=28800; Path=/; SameSite=Lax',
        'keystatic-gh-refresh-token=r%3D1; Max-Age=15897600; Path=/; HttpOnly',
        'other=1; Path=/',
      ],
      true,
    )!;
    const header = set.split(';')[0]!;
    expect([...parseCookies(unpackSession(header))]).toEqual([
      ['keystatic-gh-access-token', 'abc'],
      ['keystatic-gh-refresh-token', 'r=1'],
    ]);
    const cleared = packSession(
      header,
      [
        'keystatic-gh-access-token=; Max-Age=0; Path=/',
        'keystatic-gh-refresh-token=; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ],
      true,
    )!;
    expect(cleared).toMatch(/^__session=; Path=\/; Max-Age=0;/);
    expect(packSession(header, ['other=2'], true)).toBeUndefined();
  });

  it('lets a cookie the browser sent itself win over the carried one (local runs pass every cookie)', () => {
    const header = `keystatic-gh-access-token=direct; __session=${encodeURIComponent('keystatic-gh-access-token=carried&ks-1=x')}`;
    expect(parseCookies(unpackSession(header)).get('keystatic-gh-access-token')).toBe('direct');
    expect(parseCookies(unpackSession(header)).get('ks-1')).toBe('x');
    expect(parseCookies(unpackSession(header)).has('__session')).toBe(false);
  });
});
