// @ts-check
/**
 * `npm run deploy`: builds for the configured project and deploys, in one `firebase deploy`,
 * everything the site needs: hosting (the public site with its headers, and the editor's site),
 * Firestore rules, the TTL policy in firestore.indexes.json, the Trigger Email extension at the
 * version pinned in firebase.json with the params in extensions/firestore-send-email.env
 * (docs/decisions.md#d18), and the Cloud Functions in functions/ (the hosted editor, and the
 * scheduled retry of failed e-mails, which alerts DELIVERY_ALERT_TO when one keeps failing).
 *
 *   npm run deploy                                   everything, to the live site
 *   npm run deploy -- --channel pr-12 --expires 7d   the public site only, to a preview channel
 *   npm run deploy -- --only hosting:site --if-changed
 *                                   the public site only, live, unless its published lists are
 *                                   those the live site serves (the hourly scheduled build)
 *
 * The Firebase CLI is the one package-lock.json pins (firebase-tools in devDependencies), run with
 * this Node: two deploys from the same commit run the same CLI, and nothing is fetched at deploy time.
 *
 * It reads the settings the build reads (Vite's `loadEnv` for the production mode: `.env`,
 * `.env.local`, `.env.production`, `.env.production.local`, the process environment winning), and
 * refuses, naming the variable and where it came from, a build for a `demo-` project, a build that
 * writes to an emulator, and a build without App Check's reCAPTCHA Enterprise site key
 * (docs/decisions.md#d17, "Deploying").
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { deployedSitemapFile } from './redirects.mjs';

/** The files `vite build` reads in the production mode, in the order Vite applies them (later wins). */
export const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];

/** Variables whose value points a build at an emulator, whatever their source. */
const emulatorVariables = ['VITE_FIRESTORE_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_EMULATOR_HUB'];

/**
 * What a production build would see: the same values as Vite's `loadEnv('production', root, '')`.
 * @param {string} root the project
 * @param {NodeJS.ProcessEnv} [processEnv]
 * @returns {Record<string, string>}
 */
export function loadDeployEnv(root, processEnv = process.env) {
  const saved = process.env;
  // loadEnv reads process.env itself; the tests pass their own.
  process.env = { ...processEnv };
  try {
    return loadEnv('production', root, '');
  } finally {
    process.env = saved;
  }
}

/**
 * Where a variable's value comes from, as Vite resolves it: the process environment wins, then the
 * last of the env files that defines it.
 * @param {string} root @param {string} name @param {NodeJS.ProcessEnv} [processEnv]
 */
export function sourceOf(root, name, processEnv = process.env) {
  if (processEnv[name] !== undefined) return 'the environment';
  const file = [...envFiles].reverse().find((candidate) => {
    const path = join(root, candidate);
    return existsSync(path) && Object.hasOwn(parseEnv(readFileSync(path, 'utf8')), name);
  });
  return file ?? 'no file';
}

/**
 * Why this build must not be deployed: an empty list when it may.
 * @param {string} root the project
 * @param {NodeJS.ProcessEnv} [processEnv]
 * @returns {string[]}
 */
export function deployProblems(root, processEnv = process.env) {
  const env = loadDeployEnv(root, processEnv);
  const where = (/** @type {string} */ name) => sourceOf(root, name, processEnv);
  /** @type {string[]} */
  const problems = [];
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (!projectId)
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is not set (in none of ${envFiles.join(', ')} nor the environment): ` +
        'the build would use the demo project. Set the real VITE_FIREBASE_* values (README, Configuration).',
    );
  else if (projectId.startsWith('demo-'))
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is '${projectId}' (from ${where('VITE_FIREBASE_PROJECT_ID')}), a demo project ` +
        'that exists only in the emulator.',
    );
  for (const name of emulatorVariables)
    if (env[name])
      problems.push(
        `${name} is '${env[name]}' (from ${where(name)}): the build would write to an emulator. Remove it.`,
      );
  if (!env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
    problems.push(
      `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is ${env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY === '' ? `empty (in ${where('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY')})` : 'not set'}: ` +
        'without App Check anyone can flood the sales inbox (README, Deploying).',
    );
  return problems;
}

/**
 * The repository the hosted editor saves to: `KEYSTATIC_GITHUB_REPO`, else the GitHub repository
 * this checkout was cloned from.
 * @param {Record<string, string>} env @param {string} root
 */
export function editorRepository(env, root) {
  if (env.KEYSTATIC_GITHUB_REPO) return env.KEYSTATIC_GITHUB_REPO;
  try {
    const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8' }).trim();
    return /github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?$/.exec(origin)?.[1] ?? '';
  } catch {
    return '';
  }
}

/**
 * Sets one key of a dotenv file, keeping its other lines (the Functions' params file may hold
 * other functions' settings).
 * @param {string} path @param {string} key @param {string} value
 */
function setDotenvValue(path, key, value) {
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
  const kept = lines.filter((line) => !line.startsWith(`${key}=`));
  writeFileSync(path, `${[...kept, `${key}=${value}`].join('\n')}\n`);
}

/**
 * The built files that list what is published: the sitemap (every page) and the news feed (every
 * News & Insights item). An entry whose publication time has passed changes one of them.
 */
export const publishedIndexes = ['sitemap.xml', 'news-insights/feed.xml'];

/**
 * Whether the live site already serves this build's published lists, so a scheduled build has
 * nothing to publish. Anything unreadable counts as changed: deploying again is harmless.
 * @param {string} liveOrigin e.g. https://<site>.web.app
 * @param {string} distDir the built site (dist/client)
 * @param {typeof fetch} [fetcher]
 */
export async function servesSameContent(liveOrigin, distDir, fetcher = fetch) {
  for (const path of publishedIndexes) {
    const builtPath = join(distDir, path);
    if (!existsSync(builtPath)) return false;
    const live = await fetcher(new URL(path, `${liveOrigin}/`), { cache: 'no-store' }).catch(() => undefined);
    if (!live?.ok) return false;
    if ((await live.text()) !== readFileSync(builtPath, 'utf8')) return false;
  }
  return true;
}

/**
 * The preview channel's address from `firebase hosting:channel:deploy --json`.
 * @param {string} output
 */
export function channelUrl(output) {
  /** @type {{ status?: string, result?: Record<string, { url?: string }> }} */
  const parsed = JSON.parse(output.slice(output.indexOf('{')));
  const url = Object.values(parsed.result ?? {})[0]?.url;
  if (parsed.status !== 'success' || !url)
    throw new Error(`No preview address in the Firebase CLI's answer: ${output}`);
  return url;
}

/** The pinned Firebase CLI's entry point, from this checkout's node_modules. */
export function firebaseCli() {
  const require = createRequire(import.meta.url);
  const { bin } = require('firebase-tools/package.json');
  return require.resolve(`firebase-tools/${typeof bin === 'string' ? bin : bin.firebase}`);
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { values } = parseArgs({
    options: {
      channel: { type: 'string' },
      expires: { type: 'string', default: '7d' },
      only: { type: 'string' },
      'if-changed': { type: 'boolean', default: false },
    },
  });
  const problems = deployProblems(root);
  if (problems.length > 0) {
    console.error(`Refusing to deploy:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const env = loadDeployEnv(root);
  const projectId = /** @type {string} */ (env.VITE_FIREBASE_PROJECT_ID);
  const firebaseArgs = (/** @type {string[]} */ args) => [
    firebaseCli(),
    ...args,
    '--project',
    projectId,
    '--non-interactive',
  ];
  const firebase = (/** @type {string[]} */ ...args) => run(process.execPath, firebaseArgs(args));
  // A full deploy includes the editor, which needs the repository it saves to: refused before building.
  const repository = values.channel || values.only ? '' : editorRepository(env, root);
  if (!values.channel && !values.only && !repository) {
    console.error(
      'Refusing to deploy: the editor needs the repository it saves to. Set KEYSTATIC_GITHUB_REPO=owner/name.',
    );
    process.exit(1);
  }
  const { hostingSites } = await import('./hosting.mjs');
  const sites = hostingSites(projectId, env);
  // The hosting targets of firebase.json, bound to this project's sites in .firebaserc (git-ignored).
  for (const [target, site] of Object.entries(sites)) firebase('target:apply', 'hosting', target, site);

  // `npm run build` also regenerates firebase.json with the hashes of this build's inline style and loader.
  run('npm', ['run', 'build']);
  if (values['if-changed'] && (await servesSameContent(`https://${sites.site}.web.app`, join(root, 'dist/client')))) {
    console.log(`Nothing to publish: https://${sites.site}.web.app serves the same ${publishedIndexes.join(' and ')}.`);
    return;
  }
  if (values.channel) {
    const args = firebaseArgs([
      'hosting:channel:deploy',
      values.channel,
      '--expires',
      values.expires,
      '--only',
      'site',
      '--json',
    ]);
    console.log(`\n▶ ${process.execPath} ${args.join(' ')}`);
    const url = channelUrl(
      execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    console.log(`Preview: ${url}`);
    // The pull request workflow posts it on the pull request.
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${url}\n`);
    return;
  }
  // The sitemap now live becomes the list of addresses later builds must keep (scripts/build/redirects.mjs).
  const keepDeployedSitemap = () => {
    copyFileSync(join(root, 'dist/client/sitemap.xml'), join(root, deployedSitemapFile));
    console.log(`${deployedSitemapFile} updated from the deployed build: commit it.`);
  };
  if (values.only) {
    firebase('deploy', '--only', values.only);
    if (values.only.split(',').includes('hosting:site')) keepDeployedSitemap();
    return;
  }
  // The functions' params (functions/src/editor.ts, functions/src/deliverySchedule.ts), for this
  // project only. The alert address has no default: a deploy that cannot ask must be told.
  const paramsFile = join(root, 'functions', `.env.${projectId}`);
  setDotenvValue(paramsFile, 'KEYSTATIC_GITHUB_REPO', repository);
  if (env.DELIVERY_ALERT_TO) setDotenvValue(paramsFile, 'DELIVERY_ALERT_TO', env.DELIVERY_ALERT_TO);
  else if (!(existsSync(paramsFile) && /^DELIVERY_ALERT_TO=./m.test(readFileSync(paramsFile, 'utf8')))) {
    console.error(
      'Refusing to deploy: DELIVERY_ALERT_TO (who hears of an enquiry that keeps failing) is not set. Set it in .env.production.local or the environment.',
    );
    process.exit(1);
  }
  run('npm', ['run', 'build:editor']);
  run('npm', ['run', 'build:functions']);
  // The Firebase CLI loads the bundle to find its functions, with functions/'s own dependencies.
  run('npm', ['ci', '--prefix', 'functions', '--no-audit', '--no-fund']);
  firebase('deploy', '--only', 'hosting,firestore,extensions,functions');
  keepDeployedSitemap();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
