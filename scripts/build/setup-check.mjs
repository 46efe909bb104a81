// @ts-check
/**
 * `npm run setup:check`: what is still missing before this repository can run the live site
 * (docs/operating.md).
 *
 *   npm run setup:check                        the repository only, offline: every placeholder
 *                                              value still to replace, each named with its file
 *   npm run setup:check -- --project <id>      also the Google Cloud project, read with the
 *                                              credentials of `gcloud auth print-access-token`
 *                                              (or GOOGLE_OAUTH_ACCESS_TOKEN): APIs, database,
 *                                              sites, web app, secrets, keys, alert, sign-in pool
 *
 * Exits 1 while anything is missing, 0 when nothing is. It reads; it never changes anything.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';

/** A value under a domain reserved for examples (RFC 2606, RFC 6761) is a placeholder. */
export const reservedDomain = (value = '') =>
  /(^|[@./:])(example\.(com|net|org)|[\w-]+\.(example|test|invalid)|localhost)(?=$|[^\w.-])/i.test(value);

/**
 * @typedef {{ file: string, what: string, value: string }} Placeholder a value still to replace
 */

/** @param {string} text @param {RegExp} pattern */
const firstMatch = (text, pattern) => pattern.exec(text)?.[1];

/**
 * The repository's values that must be the owner's own before going live, and whether each is.
 * @param {string} root
 * @returns {{ placeholders: Placeholder[], problems: string[] }}
 */
export function repositoryProblems(root) {
  /** @type {Placeholder[]} */
  const placeholders = [];
  /** @type {string[]} */
  const problems = [];
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

  const privacy = read('content/privacyPolicy.ts');
  check('content/privacyPolicy.ts', 'the privacy contact e-mail', firstMatch(privacy, /email:\s*'([^']*)'/));

  const rules = read('firestore.rules');
  const rulesRecipient = firstMatch(rules, /data\.to == \['([^']*)'\]/);
  check('firestore.rules', 'the enquiry recipient (data.to)', rulesRecipient);
  if (rulesRecipient !== undefined && recipient !== undefined && rulesRecipient !== recipient)
    problems.push(
      `firestore.rules allows enquiries to '${rulesRecipient}' but content/identity.ts sends them to '${recipient}': every enquiry would be refused.`,
    );

  const extensionText = read('extensions/firestore-send-email.env');
  const extension = extensionText ? parseEnv(extensionText) : {};
  check('extensions/firestore-send-email.env', 'DEFAULT_FROM (the sender)', extension.DEFAULT_FROM);
  check(
    'extensions/firestore-send-email.env',
    'SMTP_CONNECTION_URI (the SMTP server and user)',
    extension.SMTP_CONNECTION_URI,
  );
  return { placeholders, problems };
}

/** The Google Cloud APIs the deploy and the site use (docs/operating.md, step "APIs"). */
export const requiredServices = [
  'firebase.googleapis.com',
  'firebasehosting.googleapis.com',
  'firestore.googleapis.com',
  'firebaserules.googleapis.com',
  'firebaseextensions.googleapis.com',
  'firebaseappcheck.googleapis.com',
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'eventarc.googleapis.com',
  'pubsub.googleapis.com',
  'cloudscheduler.googleapis.com',
  'secretmanager.googleapis.com',
  'recaptchaenterprise.googleapis.com',
  'apikeys.googleapis.com',
  'iam.googleapis.com',
  'iamcredentials.googleapis.com',
  'sts.googleapis.com',
  'cloudresourcemanager.googleapis.com',
  'serviceusage.googleapis.com',
  'monitoring.googleapis.com',
  'logging.googleapis.com',
  'cloudbilling.googleapis.com',
];

/** The secrets in Secret Manager the functions and the extension read. */
export const requiredSecrets = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'firestore-send-email-SMTP_PASSWORD',
];

/** The alert policy docs/operating.md creates for an enquiry that stays undelivered. */
export const alertPolicyName = 'Undelivered enquiry';
/** The Workload Identity pool docs/operating.md creates for GitHub Actions. */
export const identityPool = 'github';

/**
 * What the project still lacks. Every answer is read with `fetcher` (a test gives a stand-in).
 * @param {{ project: string, token: string, siteHost?: string, databaseRegion?: string, fetcher?: typeof fetch }} options
 * @returns {Promise<string[]>}
 */
export async function projectProblems({ project, token, siteHost, databaseRegion = 'eur3', fetcher = fetch }) {
  /** @type {string[]} */
  const missing = [];
  /** @param {string} url @returns {Promise<any>} the JSON answer, or undefined (404 and the like) */
  const get = async (url) => {
    const response = await fetcher(url, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status === 401 || response.status === 403)
      throw new Error(
        `Not allowed to read ${new URL(url).host} (${response.status}): sign in with gcloud as a project owner.`,
      );
    if (!response.ok) return undefined;
    return response.json();
  };
  /** @param {string} url @param {string} key */
  const all = async (url, key) => {
    /** @type {any[]} */
    const items = [];
    let pageToken = '';
    do {
      const page = await get(
        `${url}${url.includes('?') ? '&' : '?'}pageSize=200${pageToken ? `&pageToken=${pageToken}` : ''}`,
      );
      items.push(...(page?.[key] ?? []));
      pageToken = page?.nextPageToken ?? '';
    } while (pageToken);
    return items;
  };

  const billing = await get(`https://cloudbilling.googleapis.com/v1/projects/${project}/billingInfo`);
  if (!billing?.billingEnabled) missing.push('Billing (the Blaze plan): no billing account is linked to the project.');

  const enabled = new Set(
    (
      await all(`https://serviceusage.googleapis.com/v1/projects/${project}/services?filter=state:ENABLED`, 'services')
    ).map((service) => service.config?.name),
  );
  const disabled = requiredServices.filter((service) => !enabled.has(service));
  if (disabled.length > 0) missing.push(`APIs not enabled: ${disabled.join(' ')}`);

  const database = await get(`https://firestore.googleapis.com/v1/projects/${project}/databases/(default)`);
  if (!database) missing.push(`The Firestore database (default), in ${databaseRegion}.`);
  else if (database.locationId !== databaseRegion)
    missing.push(
      `The Firestore database is in ${database.locationId}, but extensions/firestore-send-email.env says ${databaseRegion}.`,
    );

  const webApps = await all(`https://firebase.googleapis.com/v1beta1/projects/${project}/webApps`, 'apps');
  if (webApps.length === 0) missing.push('A registered web app (where the VITE_FIREBASE_* values come from).');

  const sites = new Set(
    (await all(`https://firebasehosting.googleapis.com/v1beta1/projects/${project}/sites`, 'sites')).map((site) =>
      String(site.name).split('/').pop(),
    ),
  );
  for (const site of [project, `${project}-editor`]) if (!sites.has(site)) missing.push(`The Hosting site ${site}.`);

  const secrets = new Set(
    (await all(`https://secretmanager.googleapis.com/v1/projects/${project}/secrets`, 'secrets')).map((secret) =>
      String(secret.name).split('/').pop(),
    ),
  );
  for (const secret of requiredSecrets)
    if (!secrets.has(secret)) missing.push(`The secret ${secret} in Secret Manager.`);

  const keys = await all(`https://recaptchaenterprise.googleapis.com/v1/projects/${project}/keys`, 'keys');
  const webKeys = keys.filter((key) => key.webSettings);
  if (webKeys.length === 0) missing.push('A reCAPTCHA Enterprise website key (App Check).');
  else if (siteHost && !webKeys.some((key) => (key.webSettings.allowedDomains ?? []).includes(siteHost)))
    missing.push(`The site's domain ${siteHost} among the reCAPTCHA key's allowed domains.`);

  const policies = await all(`https://monitoring.googleapis.com/v3/projects/${project}/alertPolicies`, 'alertPolicies');
  if (!policies.some((policy) => policy.displayName === alertPolicyName))
    missing.push(`The alert policy "${alertPolicyName}" in Cloud Monitoring.`);

  const pool = await get(
    `https://iam.googleapis.com/v1/projects/${project}/locations/global/workloadIdentityPools/${identityPool}`,
  );
  if (!pool || pool.state !== 'ACTIVE')
    missing.push(`The Workload Identity pool "${identityPool}" for GitHub Actions.`);

  const accounts = new Set(
    (await all(`https://iam.googleapis.com/v1/projects/${project}/serviceAccounts`, 'accounts')).map(
      (account) => String(account.email).split('@')[0],
    ),
  );
  for (const account of ['deployer', 'publisher'])
    if (!accounts.has(account)) missing.push(`The service account ${account}@${project}.iam.gserviceaccount.com.`);
  return missing;
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const { placeholders, problems } = repositoryProblems(root);
  let missing = 0;
  console.log('The repository:');
  for (const { file, what, value } of placeholders)
    console.log(`  ✗ ${file}: ${what} is still the placeholder '${value}'`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (placeholders.length + problems.length === 0) console.log('  ✓ every value is the owner’s own');
  missing += placeholders.length + problems.length;

  if (values.project) {
    const token =
      process.env.GOOGLE_OAUTH_ACCESS_TOKEN ||
      execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();
    const identity = readFileSync(join(root, 'content/identity.ts'), 'utf8');
    const siteUrl = firstMatch(identity, /siteUrl:\s*'([^']*)'/);
    const extension = parseEnv(readFileSync(join(root, 'extensions/firestore-send-email.env'), 'utf8'));
    const found = await projectProblems({
      project: values.project,
      token,
      siteHost: siteUrl ? new URL(siteUrl).host : undefined,
      databaseRegion: extension.DATABASE_REGION,
    });
    console.log(`\nThe project ${values.project}:`);
    for (const problem of found) console.log(`  ✗ ${problem}`);
    if (found.length === 0) console.log('  ✓ nothing missing that can be read from here');
    missing += found.length;
  } else console.log('\n(The project was not read: add -- --project <id>, signed in with gcloud.)');
  console.log(missing === 0 ? '\nNothing missing.' : `\n${missing} thing(s) missing: see docs/operating.md.`);
  process.exitCode = missing === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
