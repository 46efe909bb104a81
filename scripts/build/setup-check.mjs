// @ts-check
/**
 * `npm run setup:check`: what is still missing before this repository can run the live site
 * (docs/operating.md).
 *
 *   npm run setup:check                        the repository only, offline: every placeholder
 *                                              value still to replace, each named with its file
 *   npm run setup:check -- --project <id> [--preview <id>]
 *                                              also the Google Cloud projects, read with the
 *                                              credentials of `gcloud auth print-access-token`
 *                                              (or GOOGLE_OAUTH_ACCESS_TOKEN): APIs, database,
 *                                              sites, web app, secrets, keys, App Check's
 *                                              enforcement, alerts, the sign-in provider, every
 *                                              account's roles, the preview project, the
 *                                              extension, where logs are kept, the images'
 *                                              cleanup policy, and that the site's address answers
 *
 * Exits 1 while anything is missing, 0 when nothing is. It reads; it never changes anything.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { editorRepository, inEu } from './deploy.mjs';
import { extensions, functionsRegion } from './hosting.mjs';

/** A value under a domain reserved for examples (RFC 2606, RFC 6761) is a placeholder. */
export const reservedDomain = (value = '') =>
  /(^|[@./:])(example\.(com|net|org)|[\w-]+\.(example|test|invalid)|localhost)(?=$|[^\w.-])/i.test(value);

/** @typedef {{ file: string, what: string, value: string }} Placeholder a value still to replace */

/** @param {string} text @param {RegExp} pattern */
const firstMatch = (text, pattern) => pattern.exec(text)?.[1];

/**
 * The repository's values that must be the owner's own before going live, and whether each is.
 * @param {string} root
 */
export function repositoryProblems(root) {
  const placeholders = /** @type {Placeholder[]} */ ([]);
  const problems = /** @type {string[]} */ ([]);
  const read = (/** @type {string} */ file) => {
    const path = join(root, file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
    problems.push(`${file} is missing.`);
    return '';
  };
  /** @param {string} file @param {string} what @param {string | undefined} value */
  const check = (file, what, value) => {
    if (value === undefined) problems.push(`${file}: ${what} not found (is the file in its usual shape?).`);
    else if (reservedDomain(value)) placeholders.push({ file, what, value });
  };

  const identity = read('content/identity.ts');
  const siteUrl = firstMatch(identity, /siteUrl:\s*'([^']*)'/);
  const recipient = firstMatch(identity, /enquiryRecipient:\s*'([^']*)'/);
  check('content/identity.ts', 'siteUrl (the public address of the site)', siteUrl);
  check('content/identity.ts', 'enquiryRecipient (who receives the enquiries)', recipient);
  check('content/identity.ts', 'mediaContact.email', firstMatch(identity, /mediaContact:[^}]*email:\s*'([^']*)'/));
  check('content/identity.ts', 'accessibilityContact', firstMatch(identity, /accessibilityContact:\s*'([^']*)'/));
  if (siteUrl !== undefined && !/^https:\/\/[^/]+$/.test(siteUrl))
    problems.push(`content/identity.ts: siteUrl '${siteUrl}' must be https://host, without a path.`);

  // The privacy contact's address, the first the English privacy policy gives (its Privacy Contact section).
  const privacyFile = 'content/legal/privacy-policy.md';
  check(privacyFile, 'the privacy contact e-mail', firstMatch(read(privacyFile), /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/));

  const rulesRecipient = firstMatch(read('firestore.rules'), /data\.to == \['([^']*)'\]/);
  check('firestore.rules', 'the enquiry recipient (data.to)', rulesRecipient);
  if (rulesRecipient !== undefined && recipient !== undefined && rulesRecipient !== recipient)
    problems.push(
      `firestore.rules allows enquiries to '${rulesRecipient}' but content/identity.ts sends them to '${recipient}': every enquiry would be refused.`,
    );

  const extensionFile = 'extensions/firestore-send-email.env';
  // A missing file reads as '', which parseEnv reads as no values.
  const extension = parseEnv(read(extensionFile));
  check(extensionFile, 'DEFAULT_FROM (the sender)', extension.DEFAULT_FROM);
  check(extensionFile, 'SMTP_CONNECTION_URI (the SMTP server and user)', extension.SMTP_CONNECTION_URI);
  return { placeholders, problems };
}

/** The Google Cloud APIs the deploy and the site use (docs/operating.md, step "APIs"). */
export const requiredServices = `
  firebase firebasehosting firestore firebaserules firebaseextensions firebaseappcheck cloudfunctions run
  cloudbuild artifactregistry compute eventarc pubsub cloudscheduler secretmanager recaptchaenterprise
  apikeys iam iamcredentials sts cloudresourcemanager serviceusage monitoring logging cloudbilling`
  .trim()
  .split(/\s+/)
  .map((api) => `${api}.googleapis.com`);

/** The secrets in Secret Manager the functions and the extension read. */
export const requiredSecrets = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'firestore-send-email-SMTP_PASSWORD',
];

/** The alert policies docs/operating.md creates: an enquiry that stays undelivered, a flood of enquiries. */
export const alertPolicyNames = ['Undelivered enquiry', 'Enquiry flood'];
/** The Workload Identity pool and provider docs/operating.md creates for GitHub Actions. */
export const identityPool = 'github';
export const identityProvider = 'github-actions';

/** Roles written as text, one space or line break apart, without their `roles/` prefix. @param {string} text */
const roles = (text) => text.split(/\s+/).map((role) => `roles/${role}`);

/**
 * The project roles of each account of the pipeline, exactly (docs/operating.md, "Who holds
 * which role", says why each is needed). The deployer's `iam.serviceAccountUser` is granted on the
 * functions' runtime account only, never on the project.
 */
export const accountRoles = {
  deployer: roles(`firebase.viewer firebasehosting.admin firebaserules.admin datastore.indexAdmin
    firebaseextensions.admin cloudfunctions.admin run.admin cloudscheduler.admin artifactregistry.reader
    secretmanager.viewer serviceusage.serviceUsageConsumer serviceusage.serviceUsageViewer
    serviceusage.apiKeysViewer logging.configWriter`),
  publisher: roles('firebasehosting.admin serviceusage.serviceUsageConsumer run.viewer cloudfunctions.viewer'),
};
/** The previewer's roles, in the preview project only. */
export const previewerRoles = accountRoles.publisher;
/** The GitHub environments whose jobs may act as each account (docs/operating.md, step 14). */
export const accountEnvironments = { deployer: ['production', 'rollback'], publisher: ['publishing'] };

/**
 * What the project still lacks, each item read on its own: an item the credentials may not read
 * (401, 403) is named as unread and the others are still read. Every answer is read with `fetcher`
 * (a test gives a stand-in).
 * @param {{ project: string, token: string, siteHost?: string, databaseRegion?: string, repository?: string,
 *   preview?: string, extension?: { instance: string, version: string }, fetcher?: typeof fetch }} options
 */
export async function projectProblems({
  project,
  token,
  siteHost,
  databaseRegion = 'eur3',
  repository,
  preview,
  extension,
  fetcher = fetch,
}) {
  const missing = /** @type {string[]} */ ([]);
  class NotAllowed extends Error {}
  /** @param {string} url @param {RequestInit} [init] @returns {Promise<any>} the JSON answer, or undefined (404 and the like) */
  const get = async (url, init = {}) => {
    const response = await fetcher(url, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'x-goog-user-project': project, ...init.headers },
    });
    if (response.status === 401 || response.status === 403)
      throw new NotAllowed(`${new URL(url).host} answered ${response.status}`);
    return response.ok ? response.json() : undefined;
  };
  /** An IAM policy (POST getIamPolicy, as the APIs have it). @param {string} url the resource */
  const policyOf = (url) => get(`${url}:getIamPolicy`, { method: 'POST', body: '{}' });
  /** This project's resource in a Google API. @param {string} host @param {string} version @param {string} path */
  const api = (host, version, path) => `https://${host}.googleapis.com/${version}/projects/${project}/${path}`;
  const projectUrl = (/** @type {string} */ id) => `https://cloudresourcemanager.googleapis.com/v1/projects/${id}`;
  const projectPolicy = (/** @type {string} */ id) => policyOf(projectUrl(id));
  /**
   * What names the listed items have: by default the last segment of each one's `name`.
   * @param {string} url @param {string} key @param {(found: any) => string | undefined} [nameOf]
   */
  const names = async (url, key, nameOf = (found) => String(found.name).split('/').pop()) =>
    new Set((await all(url, key)).map(nameOf));
  /** Every item of a listing, from this page on. @param {string} url @param {string} key @returns {Promise<any[]>} */
  const all = async (url, key, pageToken = '') => {
    const page = await get(
      `${url}${url.includes('?') ? '&' : '?'}pageSize=200${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    );
    const items = page?.[key] ?? [];
    return page?.nextPageToken ? [...items, ...(await all(url, key, page.nextPageToken))] : items;
  };
  /** @typedef {{ bindings?: Array<{ role: string, members?: string[] }> }} Policy */
  /** The roles a member holds in a policy. @param {Policy | undefined} policy @param {string} member */
  const rolesOf = (policy, member) =>
    (policy?.bindings ?? []).filter((binding) => binding.members?.includes(member)).map((binding) => binding.role);
  /** Runs one item; a refusal to read it is named, and the check goes on. @param {string} what @param {() => Promise<void>} read */
  const item = async (what, read) => {
    try {
      await read();
    } catch (error) {
      if (!(error instanceof NotAllowed)) throw error;
      missing.push(`Not read: ${what} (${error.message}): sign in with gcloud as a project owner.`);
    }
  };
  /** Names a wrong set of roles: those missing and those more than needed. @param {string} who @param {string[]} held @param {string[]} wanted */
  const compareRoles = (who, held, wanted) => {
    const lacking = wanted.filter((role) => !held.includes(role));
    const extra = held.filter((role) => !wanted.includes(role));
    if (lacking.length > 0) missing.push(`${who} lacks ${lacking.join(' ')}.`);
    if (extra.length > 0) missing.push(`${who} also holds ${extra.join(' ')}, which deploying does not need.`);
  };
  const account = (/** @type {string} */ name, id = project) => `${name}@${id}.iam.gserviceaccount.com`;

  await item('billing', async () => {
    const billing = await get(api('cloudbilling', 'v1', 'billingInfo'));
    if (!billing?.billingEnabled)
      missing.push('Billing (the Blaze plan): no billing account is linked to the project.');
  });
  await item('the enabled APIs', async () => {
    const url = api('serviceusage', 'v1', 'services?filter=state:ENABLED');
    const enabled = await names(url, 'services', (service) => service.config?.name);
    const disabled = requiredServices.filter((service) => !enabled.has(service));
    if (disabled.length > 0) missing.push(`APIs not enabled: ${disabled.join(' ')}`);
  });
  await item('the Firestore database', async () => {
    const database = await get(api('firestore', 'v1', 'databases/(default)'));
    if (!database) missing.push(`The Firestore database (default), in ${databaseRegion}.`);
    else if (database.locationId !== databaseRegion)
      missing.push(
        `The Firestore database is in ${database.locationId}, but extensions/firestore-send-email.env says ${databaseRegion}.`,
      );
  });
  await item('the web apps', async () => {
    const webApps = await all(api('firebase', 'v1beta1', 'webApps'), 'apps');
    if (webApps.length === 0) missing.push('A registered web app (where the VITE_FIREBASE_* values come from).');
  });
  await item('the Hosting sites', async () => {
    const sites = await names(api('firebasehosting', 'v1beta1', 'sites'), 'sites');
    for (const site of [project, `${project}-editor`]) if (!sites.has(site)) missing.push(`The Hosting site ${site}.`);
  });
  await item('the secrets', async () => {
    const secrets = await names(api('secretmanager', 'v1', 'secrets'), 'secrets');
    for (const secret of requiredSecrets)
      if (!secrets.has(secret)) missing.push(`The secret ${secret} in Secret Manager.`);
  });
  await item('the reCAPTCHA keys', async () => {
    const keys = await all(api('recaptchaenterprise', 'v1', 'keys'), 'keys');
    const webKeys = keys.filter((key) => key.webSettings);
    if (webKeys.length === 0) missing.push('A reCAPTCHA Enterprise website key (App Check).');
    else if (siteHost && !webKeys.some((key) => (key.webSettings.allowedDomains ?? []).includes(siteHost)))
      missing.push(`The site's domain ${siteHost} among the reCAPTCHA key's allowed domains.`);
  });
  await item("App Check's enforcement", async () => {
    // App Check names the service it guards by its API's host (not a path of this repository).
    const guarded = 'firestore.googleapis.com';
    const service = await get(api('firebaseappcheck', 'v1', `services/${guarded}`));
    if (service?.enforcementMode !== 'ENFORCED')
      missing.push(
        `App Check enforcement on Cloud Firestore (${service?.enforcementMode ?? 'UNENFORCED'}): anyone can write enquiries.`,
      );
  });
  await item('the alert policies', async () => {
    const url = api('monitoring', 'v3', 'alertPolicies');
    const policies = await names(url, 'alertPolicies', (policy) => policy.displayName);
    for (const name of alertPolicyNames)
      if (!policies.has(name)) missing.push(`The alert policy "${name}" in Cloud Monitoring.`);
  });
  await item('the Workload Identity provider', async () => {
    const poolUrl = api('iam', 'v1', `locations/global/workloadIdentityPools/${identityPool}`);
    const pool = await get(poolUrl);
    if (!pool || pool.state !== 'ACTIVE')
      missing.push(`The Workload Identity pool "${identityPool}" for GitHub Actions.`);
    const provider = await get(`${poolUrl}/providers/${identityProvider}`);
    const condition = String(provider?.attributeCondition ?? '');
    if (!provider) missing.push(`The Workload Identity provider "${identityProvider}".`);
    else if (
      !condition.includes('has(assertion.environment)') ||
      (repository && !condition.includes(`assertion.repository=='${repository}'`))
    )
      missing.push(
        `The provider "${identityProvider}" admits more than this repository's environments (condition: ${condition || 'none'}).`,
      );
  });
  await item('the service accounts and their roles', async () => {
    const number = (await get(projectUrl(project)))?.projectNumber;
    const policy = await projectPolicy(project);
    const serviceAccounts = api('iam', 'v1', 'serviceAccounts');
    const accounts = await names(serviceAccounts, 'accounts', (found) => String(found.email).split('@')[0]);
    for (const [name, roles] of Object.entries(accountRoles)) {
      if (!accounts.has(name)) missing.push(`The service account ${account(name)}.`);
      compareRoles(account(name), rolesOf(policy, `serviceAccount:${account(name)}`), roles);
      // Which GitHub environments may act as it.
      /** @type {Policy | undefined} */
      const own = await policyOf(`${serviceAccounts}/${account(name)}`);
      const subjects = (own?.bindings ?? [])
        .filter((binding) => binding.role === 'roles/iam.workloadIdentityUser')
        .flatMap((binding) => binding.members ?? [])
        .map((member) => /:environment:([\w-]+)$/.exec(member)?.[1] ?? member);
      const environments = accountEnvironments[/** @type {keyof typeof accountEnvironments} */ (name)];
      compareRoles(`${account(name)} (GitHub environments)`, subjects, environments);
    }
    // The functions' runtime account: it builds them (Cloud Build), and only the deployer acts as it.
    const compute = `${number}-compute@developer.gserviceaccount.com`;
    if (!rolesOf(policy, `serviceAccount:${compute}`).includes('roles/cloudbuild.builds.builder'))
      missing.push(`roles/cloudbuild.builds.builder for ${compute}, which builds the functions.`);
    const actAs = await policyOf(`${serviceAccounts}/${compute}`);
    if (!rolesOf(actAs, `serviceAccount:${account('deployer')}`).includes('roles/iam.serviceAccountUser'))
      missing.push(
        `roles/iam.serviceAccountUser for the deployer on ${compute} (the functions' runtime account) only.`,
      );
  });
  if (preview)
    await item(`the preview project ${preview}`, async () => {
      if (!(await get(projectUrl(preview)))) missing.push(`The preview project ${preview}.`);
      const previewer = account('previewer', preview);
      compareRoles(previewer, rolesOf(await projectPolicy(preview), `serviceAccount:${previewer}`), previewerRoles);
      if (rolesOf(await projectPolicy(project), `serviceAccount:${previewer}`).length > 0)
        missing.push(`${previewer} holds roles in ${project}: a preview could reach the live site.`);
    });
  if (extension)
    await item(`the extension ${extension.instance}`, async () => {
      const instance = await get(api('firebaseextensions', 'v1beta', `instances/${extension.instance}`));
      const version = instance?.config?.source?.spec?.version;
      const location = instance?.config?.systemParams?.['firebaseextensions.v1beta.function/location'];
      if (!instance) missing.push(`The extension instance ${extension.instance} (the first deploy installs it).`);
      else if (instance.state !== 'ACTIVE' || version !== extension.version || location !== functionsRegion)
        missing.push(
          `The extension ${extension.instance} is ${instance.state} at ${version} in ${location}; the repository pins ${extension.version} in ${functionsRegion}.`,
        );
    });
  await item('where the logs are kept', async () => {
    const sink = await get(api('logging', 'v2', 'sinks/_Default'));
    const location = /\/locations\/([^/]+)\/buckets\//.exec(sink?.destination ?? '')?.[1] ?? '';
    if (!inEu(location))
      missing.push(`The _Default sink routes logs to ${sink?.destination ?? 'nowhere'}, not a bucket in the EU.`);
  });
  await item('the cleanup policy of the functions’ images', async () => {
    const repo = await get(api('artifactregistry', 'v1', `locations/${functionsRegion}/repositories/gcf-artifacts`));
    if (!repo?.cleanupPolicies?.['firebase-functions-cleanup'])
      missing.push(
        `The cleanup policy of gcf-artifacts in ${functionsRegion} (without it the first functions deploy fails).`,
      );
  });
  if (siteHost) {
    const answer = await fetcher(`https://${siteHost}/`, { redirect: 'manual' }).catch(() => undefined);
    if (answer?.status !== 200)
      missing.push(
        `https://${siteHost}/ answers ${answer?.status ?? 'nothing'}: the live check needs the address that answers 200.`,
      );
  }
  return missing;
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { values } = parseArgs({ options: { project: { type: 'string' }, preview: { type: 'string' } } });
  const { placeholders, problems } = repositoryProblems(root);
  let missing = placeholders.length + problems.length;
  console.log('The repository:');
  for (const { file, what, value } of placeholders)
    console.log(`  ✗ ${file}: ${what} is still the placeholder '${value}'`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (missing === 0) console.log('  ✓ every value is the owner’s own');

  if (values.project) {
    const token =
      process.env.GOOGLE_OAUTH_ACCESS_TOKEN ||
      execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();
    const identity = readFileSync(join(root, 'content/identity.ts'), 'utf8');
    const siteUrl = firstMatch(identity, /siteUrl:\s*'([^']*)'/);
    const extension = parseEnv(readFileSync(join(root, 'extensions/firestore-send-email.env'), 'utf8'));
    const [instance, reference] = Object.entries(extensions)[0] ?? [];
    const found = await projectProblems({
      project: values.project,
      preview: values.preview,
      token,
      siteHost: siteUrl ? new URL(siteUrl).host : undefined,
      databaseRegion: extension.DATABASE_REGION,
      repository: editorRepository({ KEYSTATIC_GITHUB_REPO: process.env.KEYSTATIC_GITHUB_REPO ?? '' }, root),
      extension: instance && reference ? { instance, version: reference.split('@')[1] ?? '' } : undefined,
    });
    console.log(`\nThe project ${values.project}:`);
    for (const problem of found) console.log(`  ✗ ${problem}`);
    if (found.length === 0) console.log('  ✓ nothing missing that can be read from here');
    missing += found.length;
  } else console.log('\n(The project was not read: add -- --project <id> --preview <id>, signed in with gcloud.)');
  console.log(missing === 0 ? '\nNothing missing.' : `\n${missing} thing(s) missing: see docs/operating.md.`);
  process.exitCode = missing === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
