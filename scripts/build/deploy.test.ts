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
const dotenv = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'deploy-env-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run deploy reads the settings the build reads', () => {
  it.each(envFiles)('accepts a complete configuration kept in %s', (file) => {
    writeFileSync(join(root, file), dotenv(good));
    expect(deployProblems(root, {})).toEqual([]);
  });

  it('refuses without a project, saying it is set nowhere', () => {
    writeFileSync(join(root, '.env.production.local'), dotenv({ VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'k' }));
    expect(deployProblems(root, {})).toEqual([expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID is not set/)]);
  });

  it.each(envFiles)('refuses a demo- project from %s, naming the file and the variable', (file) => {
    writeFileSync(join(root, file), dotenv({ ...good, VITE_FIREBASE_PROJECT_ID: 'demo-nexoform' }));
    expect(deployProblems(root, {})).toEqual([expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID is 'demo-nexoform'/)]);
    expect(deployProblems(root, {})[0]).toContain(`(from ${file})`);
  });

  it.each(envFiles)('refuses an emulator host set in %s', (file) => {
    writeFileSync(join(root, '.env.production.local'), dotenv(good));
    writeFileSync(
      join(root, file),
      dotenv({ ...(file === '.env.production.local' ? good : {}), VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    );
    expect(deployProblems(root, {})).toEqual([
      expect.stringContaining(`VITE_FIRESTORE_EMULATOR_HOST is '127.0.0.1:8080' (from ${file})`),
    ]);
  });

  it('refuses an emulator host from the environment, whatever the files say', () => {
    writeFileSync(join(root, '.env.production.local'), dotenv(good));
    for (const name of ['VITE_FIRESTORE_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
      expect(deployProblems(root, { [name]: 'localhost:9999' })).toEqual([
        expect.stringContaining(`${name} is 'localhost:9999' (from the environment)`),
      ]);
    }
  });

  it('refuses a build without the App Check key, and an empty one naming its file', () => {
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _key, ...withoutKey } = good;
    writeFileSync(join(root, '.env.production.local'), dotenv(withoutKey));
    expect(deployProblems(root, {})).toEqual([expect.stringMatching(/^VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set/)]);
    writeFileSync(join(root, '.env.production'), dotenv({ VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' }));
    expect(deployProblems(root, {})).toEqual([
      expect.stringContaining('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is empty (in .env.production)'),
    ]);
  });

  it('lets the environment win over the files, and a later file over an earlier one, as Vite does', () => {
    writeFileSync(join(root, '.env'), dotenv({ ...good, VITE_FIREBASE_PROJECT_ID: 'demo-a' }));
    writeFileSync(join(root, '.env.production'), dotenv({ VITE_FIREBASE_PROJECT_ID: 'demo-b' }));
    expect(loadDeployEnv(root, {}).VITE_FIREBASE_PROJECT_ID).toBe('demo-b');
    expect(sourceOf(root, 'VITE_FIREBASE_PROJECT_ID', {})).toBe('.env.production');
    expect(deployProblems(root, { VITE_FIREBASE_PROJECT_ID: 'nexoform-live' })).toEqual([]);
    expect(deployProblems(root, { VITE_FIREBASE_PROJECT_ID: 'demo-c' })[0]).toContain('(from the environment)');
  });

  it('ignores the development files, which vite build does not read', () => {
    writeFileSync(join(root, '.env.production.local'), dotenv(good));
    writeFileSync(join(root, '.env.development'), dotenv({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }));
    expect(deployProblems(root, {})).toEqual([]);
  });

  it('lists every problem at once', () => {
    writeFileSync(
      join(root, '.env'),
      dotenv({ VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    );
    expect(deployProblems(root, {})).toHaveLength(3);
  });
});

describe('the deploy script', () => {
  it('exits non-zero before building, printing the problems', () => {
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
});

describe('the scheduled build publishes only what changed', () => {
  const live = 'https://nexoform-live.web.app';
  /** A live site that serves `files` (path → text). */
  const serving = (files: Record<string, string>) =>
    (async (url: URL | string) => {
      const path = new URL(url).pathname.slice(1);
      return path in files ? new Response(files[path]) : new Response('Not Found', { status: 404 });
    }) as typeof fetch;
  const build = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  const files = Object.fromEntries(publishedIndexes.map((path) => [path, `<xml>${path}</xml>\n`]));

  it('lists the sitemap and the news feed the build writes', () => {
    expect(publishedIndexes).toEqual(['sitemap.xml', newsFeed.path.slice(1)]);
  });

  it('skips when the live site serves the same lists', async () => {
    build(files);
    expect(await servesSameContent(live, root, serving(files))).toBe(true);
  });

  it.each(publishedIndexes)('deploys when %s differs (an entry whose time has come)', async (path) => {
    build(files);
    expect(await servesSameContent(live, root, serving({ ...files, [path]: 'older' }))).toBe(false);
  });

  it('deploys when the live site cannot be read or the build lacks a list', async () => {
    build(files);
    expect(await servesSameContent(live, root, serving({}))).toBe(false);
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await servesSameContent(live, root, failing)).toBe(false);
    rmSync(join(root, publishedIndexes[0]!));
    expect(await servesSameContent(live, root, serving(files))).toBe(false);
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

describe('the signed-in phase carries out only a plan for this project', () => {
  const plan = { project: 'nexoform-live', publish: true, targets: 'hosting,firestore,extensions,functions' };

  it.each([
    [plan, 'nexoform-live', []],
    [{ ...plan, targets: 'hosting:site' }, 'nexoform-live', []],
    [plan, 'nexoform-other', [expect.stringContaining("The plan is for 'nexoform-live'")]],
    [plan, undefined, [expect.stringContaining("this deploy for ''")]],
    [{ ...plan, targets: 'hosting,database' }, 'nexoform-live', ["The plan names the target 'database'."]],
  ])('%j for %s', (candidate, project, expected) => {
    expect(planProblems(candidate, project)).toEqual(expected);
  });
});
