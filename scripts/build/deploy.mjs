// @ts-check
/**
 * `npm run deploy`: builds for the configured project and deploys, in one `firebase deploy`,
 * everything the site needs (docs/operating.md, "Deploying"; the extension: docs/decisions.md#d18).
 * Before that it sets, through the Cloud Logging API, the log retention and the exclusion that
 * keeps none of the enquiry text the e-mail extension logs.
 *
 *   npm run deploy                                   everything, to the live site
 *   npm run deploy -- --channel pr-12 --expires 7d   the public site only, to a preview channel
 *   npm run deploy -- --only hosting:site --if-changed
 *                                   the public site only, live, built from the commit the live
 *                                   site was deployed from, unless its published lists are those
 *                                   the live site serves (the hourly scheduled build)
 *   npm run deploy -- --release release-2026-05-01
 *                                   everything, from a release tag on main (a rollback)
 *   npm run deploy -- --channel pr-12 --prebuilt preview-build
 *                                   a preview of a build made elsewhere (preview.yml), not built here
 *
 * In two phases, so no credential is in reach while anything is installed or built (D67): with
 * `--prepare` it checks, builds and installs, and writes what to deploy to `dist/deploy-plan.json`;
 * with `--built`, signed in, it runs only the Firebase CLI on that (and sets the log settings).
 * Without either (by hand) it does both in one run.
 *
 * A live deploy is of main's head only, or of a release tag on main (`commitProblems`), so an older
 * commit never replaces a newer one (docs/operating.md, "Ordering and rollback").
 *
 * It reads the settings the build reads and refuses a build for a `demo-` project, one that writes
 * to an emulator and one without App Check's site key (`deployProblems`; docs/decisions.md#d17).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** A dotenv file's values, none when there is no such file. @param {string} path */
const readEnvFile = (path) => (existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {});

/**
 * Where a variable's value comes from, as Vite resolves it: the process environment wins, then the
 * last of the env files that defines it.
 * @param {string} root @param {string} name @param {NodeJS.ProcessEnv} [processEnv]
 */
export function sourceOf(root, name, processEnv = process.env) {
  if (processEnv[name] !== undefined) return 'the environment';
  return envFiles.findLast((file) => Object.hasOwn(readEnvFile(join(root, file)), name)) ?? 'no file';
}

/**
 * Why this build must not be deployed: an empty list when it may.
 * @param {string} root the project
 * @param {NodeJS.ProcessEnv} [processEnv]
 */
export function deployProblems(root, processEnv = process.env) {
  const env = loadDeployEnv(root, processEnv);
  const where = (/** @type {string} */ name) => sourceOf(root, name, processEnv);
  const problems = /** @type {string[]} */ ([]);
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (!projectId)
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is not set (in none of ${envFiles.join(', ')} nor the environment): ` +
        'the build would use the demo project. Set the real VITE_FIREBASE_* values (docs/operating.md, "Configuration").',
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
        'without App Check anyone can flood the sales inbox (docs/operating.md, "Deploying").',
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
 * The hosted editor's public origin: `EDITOR_ORIGIN` (its custom domain), else its Hosting site's
 * default address. GitHub sends a sign-in back here, so it must be the address editors open.
 * @param {Record<string, string>} env @param {string} editorSite
 */
export function editorOrigin(env, editorSite) {
  const origin = env.EDITOR_ORIGIN || `https://${editorSite}.web.app`;
  const url = new URL(origin);
  if (url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, ''))
    throw new Error(`EDITOR_ORIGIN must be an https origin such as https://editor.example.com, not '${origin}'.`);
  return url.origin;
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
    if (!live?.ok || (await live.text()) !== readFileSync(builtPath, 'utf8')) return false;
  }
  return true;
}

/** @typedef {(args: string[]) => string} Git runs git in the checkout, returning its trimmed output */

/** @param {string} root @returns {Git} */
export const gitIn = (root) => (args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Release tags name a commit of main that was deployed and may be deployed again (a rollback). */
export const releaseTagPattern = /^release-[\w.-]+$/;

/**
 * Why this checkout must not go live: an empty list when it may. Live deploys are of main's head
 * only (fetched afresh from `origin`), from a clean checkout; with `release`, of that release tag,
 * which must be the checkout and lie on main; with `deployed` (the hourly build), of the commit the
 * live site was deployed from, which must be the checkout and lie on main.
 * @param {Git} git @param {{ release?: string, deployed?: string }} [options]
 */
export function commitProblems(git, { release = '', deployed = '' } = {}) {
  /** @param {string[]} args */
  const tryGit = (args) => {
    try {
      return git(args);
    } catch {
      return undefined;
    }
  };
  // CI checks out without keeping a token, so a private repository may refuse the fetch: main's
  // head as fetched by the checkout, moments before, is then the reference.
  const fetched = tryGit(['fetch', '--quiet', '--tags', 'origin', 'main']) !== undefined;
  const head = tryGit(['rev-parse', 'HEAD']);
  const main = tryGit(['rev-parse', 'refs/remotes/origin/main']);
  if (!head || !main)
    return [
      `${fetched ? 'This checkout has no origin/main' : 'Could not fetch main from origin'}: a live deploy must know main's head.`,
    ];
  if (!fetched)
    console.warn(`Could not fetch main from origin: comparing with origin/main as checked out (${main.slice(0, 7)}).`);
  const problems = /** @type {string[]} */ ([]);
  const changed = tryGit(['status', '--porcelain', '--untracked-files=no']);
  if (changed)
    problems.push(`Tracked files differ from the commit (${changed.split('\n').length}): commit or discard them.`);
  if (deployed) {
    if (head !== deployed)
      problems.push(
        `This checkout is ${head.slice(0, 7)}, the live site was deployed from ${deployed.slice(0, 7)}: the hourly build publishes that commit only.`,
      );
    else if (tryGit(['merge-base', '--is-ancestor', head, main]) === undefined)
      problems.push(`${head.slice(0, 7)} is not on main: only a commit that went through review may go live.`);
    return problems;
  }
  if (!release) {
    if (head !== main)
      problems.push(
        `This checkout is ${head.slice(0, 7)}, main's head is ${main.slice(0, 7)}: only main's head goes live ` +
          '(a newer commit is deployed by its own run; a rollback deploys a release tag with --release).',
      );
    return problems;
  }
  if (!releaseTagPattern.test(release)) return [...problems, `'${release}' is not a release tag (release-…).`];
  const tagged = tryGit(['rev-parse', `refs/tags/${release}^{commit}`]);
  if (!tagged) problems.push(`There is no tag ${release}.`);
  else if (tagged !== head)
    problems.push(`The checkout is ${head.slice(0, 7)}, not ${release} (${tagged.slice(0, 7)}): check the tag out.`);
  else if (tryGit(['merge-base', '--is-ancestor', tagged, main]) === undefined)
    problems.push(`${release} is not on main: only a commit that went through review may go live.`);
  return problems;
}

/** The file of the live site that names the commit it was deployed from (written by every live deploy). */
export const releaseFile = 'release.json';

/** @typedef {{ commit: string, release?: string }} Release */

/** @param {string} liveOrigin @param {typeof fetch} [fetcher] @returns {Promise<Release | undefined>} */
export async function liveRelease(liveOrigin, fetcher = fetch) {
  const response = await fetcher(new URL(releaseFile, `${liveOrigin}/`), { cache: 'no-store' }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const parsed = await response.json().catch(() => undefined);
  return typeof parsed?.commit === 'string' ? parsed : undefined;
}

/** A source a build's inline hashes may add to its policy: a hash, nothing else. */
const hashSource = /^'sha(256|384|512)-[A-Za-z0-9+/]+=*'$/;

/**
 * Why a build made elsewhere (the pull request's artefact) must not be deployed: it must be
 * `client/` and `inline-hashes.json`, hold no symbolic link, and its hashes must be hashes only
 * (so a branch cannot add a host or 'unsafe-inline' to its preview's policy).
 * @param {string} dir
 */
export function prebuiltProblems(dir) {
  const problems = /** @type {string[]} */ ([]);
  if (!lstatSync(join(dir, 'client'), { throwIfNoEntry: false })?.isDirectory())
    problems.push(`${dir}/client is missing.`);
  const hashesPath = join(dir, 'inline-hashes.json');
  try {
    const hashes = JSON.parse(readFileSync(hashesPath, 'utf8'));
    const lists = Object.values(hashes);
    const valid =
      Object.keys(hashes).sort().join() === 'script-src,style-src' &&
      lists.every(Array.isArray) &&
      lists.flat().every((source) => typeof source === 'string' && hashSource.test(source));
    if (!valid) problems.push(`${hashesPath} holds something other than the hashes of inline code.`);
  } catch {
    problems.push(`${hashesPath} is missing or unreadable.`);
  }
  // Walked by hand: readdirSync's recursive listing enters a linked directory, wherever it points.
  /** @param {string} path */
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const entry = join(path, name);
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink()) problems.push(`${entry} is a symbolic link.`);
      else if (stat.isDirectory()) walk(entry);
    }
  };
  if (existsSync(dir)) walk(dir);
  return problems;
}

/** The preview channel's address from `firebase hosting:channel:deploy --json`. @param {string} output */
export function channelUrl(output) {
  /** @type {{ status?: string, result?: Record<string, { url?: string }> }} */
  const parsed = JSON.parse(output.slice(output.indexOf('{')));
  const url = Object.values(parsed.result ?? {})[0]?.url;
  if (parsed.status !== 'success' || !url)
    throw new Error(`No preview address in the Firebase CLI's answer: ${output}`);
  return url;
}

/**
 * How long Cloud Logging keeps the project's logs in the bucket the `_Default` sink routes to: what the privacy
 * policy and docs/operating.md promise for the e-mail extension's logs.
 */
export const logRetentionDays = 30;

/**
 * The exclusion on the `_Default` sink that keeps none of the enquiry text: the Trigger Email
 * extension logs every message it sends, the whole document (0.2.0: `jsonPayload.msg`, "Using
 * standard transport for email delivery."; from 0.2.1 on: `jsonPayload.mailOptions`, "Sending via
 * transport.sendMail()"). Any entry of its function carrying either field is dropped before it is
 * stored; its other entries (errors, delivery states) are kept. Both resource types are named: a
 * 1st-gen function (`function_name`) and a 2nd-gen one (its Cloud Run service, lower case).
 * @param {string} instance the extension's instance id (firebase.json `extensions`)
 */
export const enquiryTextExclusion = (instance) => ({
  name: 'enquiry-text',
  description: 'The e-mail extension logs each enquiry it sends; none of that text is kept (docs/operating.md).',
  filter:
    `(resource.labels.function_name="ext-${instance}-processQueue" OR ` +
    `resource.labels.service_name="ext-${instance}-processqueue") AND (jsonPayload.msg:* OR jsonPayload.mailOptions:*)`,
});

/** A Cloud Logging location in the EU: the `eu` multi-region or a `europe-` region. */
export const inEu = (/** @type {string} */ location) => location === 'eu' || location.startsWith('europe-');

/**
 * Sets, through the Cloud Logging API, the retention of the log bucket the `_Default` sink routes
 * to and the enquiry-text exclusion, idempotently: reads both, writes only what differs, keeps
 * every other exclusion. Refuses when that bucket is not in the EU (the privacy policy says the
 * logs are kept there; docs/operating.md, step 13 routes them). Returns what it changed.
 * @param {{ project: string, token: string, instance: string, fetcher?: typeof fetch }} options
 */
export async function applyLogRetention({ project, token, instance, fetcher = fetch }) {
  /** @param {string} method @param {string} path @param {object} [body] */
  const call = async (method, path, body) => {
    const response = await fetcher(`https://logging.googleapis.com/v2/projects/${project}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'x-goog-user-project': project,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(
        `Cloud Logging answered ${response.status} to ${method} ${path.split('?')[0]}: ${(await response.text()).slice(0, 300)} ` +
          '(the deploying account needs roles/logging.configWriter; docs/operating.md, step 13).',
      );
    return response.json();
  };
  /** @type {{ destination?: string, exclusions?: Array<{ name: string, description?: string, filter: string, disabled?: boolean }> }} */
  const sink = await call('GET', '/sinks/_Default');
  const bucketPath = /^logging\.googleapis\.com\/projects\/[^/]+(\/locations\/([^/]+)\/buckets\/[^/]+)$/.exec(
    sink.destination ?? '',
  );
  if (!bucketPath || !inEu(bucketPath[2] ?? ''))
    throw new Error(
      `The _Default sink routes logs to ${sink.destination ?? 'nowhere'}, not a log bucket in the EU where the privacy ` +
        'policy says they are kept: route it first (docs/operating.md, "Setting up", step 13).',
    );
  const changed = /** @type {string[]} */ ([]);
  /** @type {{ retentionDays?: number }} */
  const bucket = await call('GET', bucketPath[1] ?? '');
  if (bucket.retentionDays !== logRetentionDays) {
    await call('PATCH', `${bucketPath[1]}?updateMask=retentionDays`, { retentionDays: logRetentionDays });
    changed.push(`the log bucket keeps ${logRetentionDays} days (was ${bucket.retentionDays ?? 'unset'})`);
  }
  const wanted = enquiryTextExclusion(instance);
  const exclusions = sink.exclusions ?? [];
  const current = exclusions.find((exclusion) => exclusion.name === wanted.name);
  if (!current || current.filter !== wanted.filter || current.disabled) {
    // Only the fields a caller sets (the API adds its own times).
    const kept = exclusions
      .filter((exclusion) => exclusion.name !== wanted.name)
      .map(({ name, description, filter, disabled }) => ({ name, description, filter, disabled }));
    await call('PATCH', '/sinks/_Default?updateMask=exclusions', { exclusions: [...kept, wanted] });
    changed.push(`the _Default sink excludes ${wanted.name} (${current ? 'updated' : 'added'})`);
  }
  return changed;
}

/** An access token of the Application Default Credentials, the ones the Firebase CLI deploys with. */
async function deployAccessToken() {
  const { applicationDefault } = await import('firebase-admin/app');
  return (await applicationDefault().getAccessToken()).access_token;
}

/**
 * The entry point of the Firebase CLI package-lock.json pins, from this checkout's node_modules, run
 * with this Node: two deploys from the same commit run the same CLI, and nothing is fetched at deploy time.
 */
export function firebaseCli() {
  const require = createRequire(import.meta.url);
  const { bin } = require('firebase-tools/package.json');
  return require.resolve(`firebase-tools/${typeof bin === 'string' ? bin : bin.firebase}`);
}

/** @param {string} command @param {string[]} args @param {boolean} [capture] return its output, not show it */
function run(command, args, capture = false) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return execFileSync(command, args, { encoding: 'utf8', stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
}

/** What the credential-free phase leaves for the signed-in one (`--prepare`, then `--built`). */
export const planFile = 'dist/deploy-plan.json';

/**
 * @typedef {{ project: string, publish: boolean, sites?: Record<string, string>, targets?: string,
 *   channel?: string, expires?: string, logInstances?: string[], keepSitemap?: boolean }} Plan
 *   what the signed-in phase deploys
 */

/**
 * Why a plan must not be carried out: it is data from the job that built, so it may name only this
 * project (the signed-in job's own setting) and the targets a deploy of this site has.
 * @param {Plan} plan @param {string | undefined} project
 */
export function planProblems(plan, project) {
  const problems = /** @type {string[]} */ ([]);
  if (!project || plan.project !== project)
    problems.push(`The plan is for '${plan.project}', this deploy for '${project ?? ''}' (VITE_FIREBASE_PROJECT_ID).`);
  const allowed = ['hosting', 'hosting:site', 'firestore', 'extensions', 'functions', 'site'];
  for (const target of (plan.targets ?? '').split(','))
    if (plan.publish && !allowed.includes(target)) problems.push(`The plan names the target '${target}'.`);
  return problems;
}

/** Stops the deploy, listing every problem, when there is any. @param {string[]} problems */
function refuseIfAny(problems) {
  if (problems.length === 0) return;
  console.error(`Refusing to deploy:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

/**
 * Everything that needs no credential, in the order that fails fastest: the settings, the commit,
 * the install of functions/ and the build. Returns the plan the signed-in phase carries out.
 * @param {string} root
 * @param {{ channel?: string, expires: string, only?: string, 'if-changed': boolean, release: string, prebuilt?: string }} values
 * @returns {Promise<Plan>}
 */
async function prepare(root, values) {
  if (values.prebuilt && !values.channel)
    refuseIfAny(['--prebuilt is for a preview channel only; the live site is built here.']);
  const git = gitIn(root);
  const live = !values.channel;
  const problems = [...deployProblems(root), ...(values.prebuilt ? prebuiltProblems(values.prebuilt) : [])];
  const env = loadDeployEnv(root);
  const project = /** @type {string} */ (env.VITE_FIREBASE_PROJECT_ID);
  const { hostingSites, extensions } = await import('./hosting.mjs');
  const sites = problems.length === 0 ? hostingSites(project, env) : { site: '', editor: '' };
  const liveOrigin = `https://${sites.site}.web.app`;
  /** @type {Release | undefined} */
  let deployed;
  if (problems.length === 0 && values['if-changed']) {
    // The hourly build publishes the commit the live site was deployed from, and nothing while a rollback is live.
    deployed = await liveRelease(liveOrigin);
    if (deployed?.release) {
      console.log('A rollback is live: nothing is published until main is deployed again (docs/operating.md).');
      return { project, publish: false };
    }
    if (!deployed)
      problems.push(`${liveOrigin}/${releaseFile} cannot be read: the hourly build needs the deployed commit.`);
  }
  // Which commit goes live is asked of git (and origin) only once the settings are right.
  if (problems.length === 0 && live)
    problems.push(...commitProblems(git, { release: values.release, deployed: deployed?.commit }));
  // A full deploy includes the editor, which needs the repository it saves to.
  const full = live && !values.only;
  const repository = full ? editorRepository(env, root) : '';
  if (full && !repository)
    problems.push('The editor needs the repository it saves to. Set KEYSTATIC_GITHUB_REPO=owner/name.');
  const paramsFile = join(root, 'functions', `.env.${project}`);
  if (full && !env.DELIVERY_ALERT_TO && !readEnvFile(paramsFile).DELIVERY_ALERT_TO)
    problems.push(
      'DELIVERY_ALERT_TO (who hears of an enquiry that keeps failing) is not set. Set it in .env.production.local or the environment.',
    );
  refuseIfAny(problems);
  if (values.prebuilt) {
    // The pull request's build, as data: its pages, and firebase.json made here from its hashes.
    rmSync(join(root, 'dist/client'), { recursive: true, force: true });
    cpSync(join(values.prebuilt, 'client'), join(root, 'dist/client'), { recursive: true });
    cpSync(join(values.prebuilt, 'inline-hashes.json'), join(root, 'dist/inline-hashes.json'));
    run('node', ['scripts/build/write-firebase-json.mjs']);
  } else {
    // `npm run build` also regenerates firebase.json with the hashes of this build's inline style and loader.
    run('npm', ['run', 'build']);
  }
  if (live) {
    /** @type {Release} */
    const release = { commit: git(['rev-parse', 'HEAD']), ...(values.release ? { release: values.release } : {}) };
    writeFileSync(join(root, 'dist/client', releaseFile), `${JSON.stringify(release)}\n`);
  }
  if (values['if-changed'] && (await servesSameContent(liveOrigin, join(root, 'dist/client')))) {
    console.log(`Nothing to publish: ${liveOrigin} serves the same ${publishedIndexes.join(' and ')}.`);
    return { project, publish: false };
  }
  if (values.channel)
    return { project, publish: true, channel: values.channel, expires: values.expires, targets: 'site' };
  if (values.only)
    return { project, publish: true, targets: values.only, keepSitemap: values.only.includes('hosting:site') };

  // The functions' params (functions/src/editor.ts, functions/src/deliverySchedule.ts), for this project only.
  setDotenvValue(paramsFile, 'KEYSTATIC_GITHUB_REPO', repository);
  // The editor's public address, from configuration: the function never takes it from a request's headers.
  setDotenvValue(paramsFile, 'EDITOR_ORIGIN', editorOrigin(env, sites.editor));
  if (env.DELIVERY_ALERT_TO) setDotenvValue(paramsFile, 'DELIVERY_ALERT_TO', env.DELIVERY_ALERT_TO);
  run('npm', ['run', 'build:editor']);
  run('npm', ['run', 'build:functions']);
  // The Firebase CLI loads the bundle to find its functions, with functions/'s own dependencies;
  // their install scripts under functions/package.json "allowScripts", like the root's (D53).
  run('npm', ['ci', '--prefix', 'functions', '--no-audit', '--no-fund']);
  return {
    project,
    publish: true,
    sites,
    targets: 'hosting,firestore,extensions,functions',
    logInstances: Object.keys(extensions),
    keepSitemap: true,
  };
}

/**
 * The signed-in phase: only the Firebase CLI on what `prepare` built, and (a full deploy) the log
 * settings through the Cloud Logging API. Nothing is installed or built here.
 * @param {string} root @param {Plan} plan
 */
async function deployBuilt(root, plan) {
  refuseIfAny(planProblems(plan, loadDeployEnv(root).VITE_FIREBASE_PROJECT_ID));
  /** @param {string[]} args @param {boolean} [capture] */
  const firebase = (args, capture) =>
    run(process.execPath, [firebaseCli(), ...args, '--project', plan.project, '--non-interactive'], capture);
  // The hosting targets of firebase.json, bound to this project's sites in .firebaserc (git-ignored).
  for (const [target, site] of Object.entries(plan.sites ?? {})) firebase(['target:apply', 'hosting', target, site]);
  if (plan.channel) {
    const channel = ['hosting:channel:deploy', plan.channel, '--expires', plan.expires ?? '7d', '--only', 'site'];
    const url = channelUrl(firebase([...channel, '--json'], true));
    console.log(`Preview: ${url}`);
    // The pull request workflow posts it on the pull request.
    if (process.env.GITHUB_OUTPUT) writeFileSync(process.env.GITHUB_OUTPUT, `url=${url}\n`, { flag: 'a' });
    return;
  }
  // Before the extension is deployed, so no log of an enquiry's text is ever kept (docs/operating.md).
  for (const instance of plan.logInstances ?? []) {
    console.log(`\n▶ Cloud Logging: ${logRetentionDays}-day retention in the EU and the ${instance} exclusion`);
    const changed = await applyLogRetention({ project: plan.project, token: await deployAccessToken(), instance });
    console.log(changed.length > 0 ? `Set: ${changed.join('; ')}.` : 'Already set.');
  }
  firebase(['deploy', '--only', /** @type {string} */ (plan.targets)]);
  // The sitemap now live becomes the list of addresses later builds must keep (scripts/build/redirects.mjs).
  if (plan.keepSitemap) {
    cpSync(join(root, 'dist/client/sitemap.xml'), join(root, deployedSitemapFile));
    console.log(`${deployedSitemapFile} updated from the deployed build: commit it.`);
  }
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { values } = parseArgs({
    options: {
      channel: { type: 'string' },
      expires: { type: 'string', default: '7d' },
      only: { type: 'string' },
      'if-changed': { type: 'boolean', default: false },
      release: { type: 'string', default: '' },
      prebuilt: { type: 'string' },
      prepare: { type: 'boolean', default: false },
      built: { type: 'boolean', default: false },
    },
  });
  if (values.built) {
    if (!existsSync(join(root, planFile))) throw new Error(`${planFile} is missing: run with --prepare first.`);
    /** @type {Plan} */
    const plan = JSON.parse(readFileSync(join(root, planFile), 'utf8'));
    if (plan.publish) await deployBuilt(root, plan);
    return;
  }
  const plan = await prepare(root, values);
  if (values.prepare) {
    writeFileSync(join(root, planFile), `${JSON.stringify(plan)}\n`);
    // The workflow signs in only when there is something to deploy.
    if (process.env.GITHUB_OUTPUT) writeFileSync(process.env.GITHUB_OUTPUT, `deploy=${plan.publish}\n`, { flag: 'a' });
  } else if (plan.publish) await deployBuilt(root, plan);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
