import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  channelUrl,
  deployProblems,
  envFiles,
  loadDeployEnv,
  planProblems,
  publishedIndexes,
  servesSameContent,
  sourceOf,
} from './deploy.mjs';
import { newsFeed } from '../../domain/routes';

/** A complete, deployable configuration. */
const good = {
  VITE_FIREBASE_PROJECT_ID: 'nexoform-live',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
};
let root: string;
/** Writes `files` (path → text, or settings as a dotenv file) under the temporary root. */
const write = (files: Record<string, string | Record<string, string>>) => {
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const text = typeof value === 'string' ? value : Object.entries(value).map(([key, v]) => `${key}=${v}\n`);
    writeFileSync(join(root, path), typeof text === 'string' ? text : text.join(''));
  }
};
const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'deploy-env-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run deploy reads the settings the build reads', () => {
  const problems = (env: NodeJS.ProcessEnv = {}) => deployProblems(root, env);

  it.each(envFiles)('accepts a complete configuration in %s, ignoring .env.development as vite build does', (file) => {
    write({ [file]: good, '.env.development': { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' } });
    expect(problems()).toEqual([]);
  });

  it('refuses without a project, saying it is set nowhere', () => {
    write({ '.env.production.local': { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'k' } });
    expect(problems()).toEqual([expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID is not set/)]);
  });

  it.each(envFiles)('refuses a demo- project, then an emulator host, set in %s, naming the file', (file) => {
    write({ [file]: { ...good, VITE_FIREBASE_PROJECT_ID: 'demo-nexoform' } });
    const from = `\\(from ${file.replaceAll('.', '\\.')}\\)`;
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^VITE_FIREBASE_PROJECT_ID is 'demo-nexoform' ${from}`)),
    ]);
    const emulator = { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    write({
      '.env.production.local': good,
      [file]: file === '.env.production.local' ? { ...good, ...emulator } : emulator,
    });
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^VITE_FIRESTORE_EMULATOR_HOST is '127\\.0\\.0\\.1:8080' ${from}`)),
    ]);
  });

  it('refuses an emulator host from the environment, whatever the files say', () => {
    write({ '.env.production.local': good });
    for (const name of ['VITE_FIRESTORE_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'])
      expect(problems({ [name]: 'localhost:9999' })).toEqual([
        expect.stringContaining(`${name} is 'localhost:9999' (from the environment)`),
      ]);
  });

  it('refuses a build without the App Check key, and an empty one naming its file', () => {
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _key, ...withoutKey } = good;
    write({ '.env.production.local': withoutKey });
    expect(problems()).toEqual([expect.stringMatching(/^VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set/)]);
    write({ '.env.production': { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' } });
    expect(problems()).toEqual([
      expect.stringContaining('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is empty (in .env.production)'),
    ]);
  });

  it('lets the environment win over the files, and a later file over an earlier one, as Vite does', () => {
    write({
      '.env': { ...good, VITE_FIREBASE_PROJECT_ID: 'demo-a' },
      '.env.production': { VITE_FIREBASE_PROJECT_ID: 'demo-b' },
    });
    expect(loadDeployEnv(root, {}).VITE_FIREBASE_PROJECT_ID).toBe('demo-b');
    expect(sourceOf(root, 'VITE_FIREBASE_PROJECT_ID', {})).toBe('.env.production');
    expect(problems({ VITE_FIREBASE_PROJECT_ID: 'nexoform-live' })).toEqual([]);
    expect(problems({ VITE_FIREBASE_PROJECT_ID: 'demo-c' })[0]).toContain('(from the environment)');
  });

  it('lists every problem at once', () => {
    write({ '.env': { VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' } });
    expect(problems()).toHaveLength(3);
  });
});

it('the deploy script exits non-zero before building, printing the problems', () => {
  const result = spawnSync(process.execPath, ['scripts/build/deploy.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, VITE_FIREBASE_PROJECT_ID: 'demo-nexoform', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Refusing to deploy:');
  expect(result.stderr).toContain("VITE_FIREBASE_PROJECT_ID is 'demo-nexoform' (from the environment)");
  expect(result.stderr).toContain("VITE_FIRESTORE_EMULATOR_HOST is '127.0.0.1:1' (from the environment)");
  expect(result.stdout).not.toContain('▶');
});

describe('the scheduled build publishes only what changed', () => {
  /** A live site that serves `served` (path → text). */
  const serving = (served: Record<string, string>) =>
    (async (url: URL | string) => {
      const path = new URL(url).pathname.slice(1);
      return path in served ? new Response(served[path]) : new Response('Not Found', { status: 404 });
    }) as typeof fetch;
  const files = Object.fromEntries(publishedIndexes.map((path) => [path, `<xml>${path}</xml>\n`]));
  const { [publishedIndexes[0]!]: _first, ...lacking } = files;

  it('lists the sitemap and the news feed the build writes', () => {
    expect(publishedIndexes).toEqual(['sitemap.xml', newsFeed.path.slice(1)]);
  });

  it.each([
    ['skips when the live site serves the same lists', serving(files), files, true],
    ...publishedIndexes.map(
      (path) =>
        [
          `deploys when ${path} differs (an entry whose time has come)`,
          serving({ ...files, [path]: 'older' }),
          files,
          false,
        ] as const,
    ),
    ['deploys when the live site serves nothing', serving({}), files, false],
    ['deploys when the live site cannot be read', offline, files, false],
    ['deploys when the build lacks a list', serving(files), lacking, false],
  ] as const)('%s', async (_, fetcher, built, same) => {
    write(built);
    expect(await servesSameContent('https://nexoform-live.web.app', root, fetcher)).toBe(same);
  });

  it("reads the preview's address from the Firebase CLI's answer", () => {
    const answer = JSON.stringify({
      status: 'success',
      result: { 'nexoform-live': { site: 'nexoform-live', url: 'https://nexoform-live--pr-12-abc.web.app' } },
    });
    expect(channelUrl(`i  hosting: deploying\n${answer}`)).toBe('https://nexoform-live--pr-12-abc.web.app');
    expect(() => channelUrl(JSON.stringify({ status: 'error', error: 'no' }))).toThrow(/No preview address/);
  });
});

const plan = { project: 'nexoform-live', publish: true, targets: 'hosting,firestore,extensions,functions' };
it.each([
  [plan, 'nexoform-live', []],
  [{ ...plan, targets: 'hosting:site' }, 'nexoform-live', []],
  [plan, 'nexoform-other', [expect.stringContaining("The plan is for 'nexoform-live'")]],
  [plan, undefined, [expect.stringContaining("this deploy for ''")]],
  [{ ...plan, targets: 'hosting,database' }, 'nexoform-live', ["The plan names the target 'database'."]],
])('the signed-in phase carries out only a plan for this project: %j for %s', (candidate, project, expected) => {
  expect(planProblems(candidate, project)).toEqual(expected);
});
