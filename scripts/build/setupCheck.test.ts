/**
 * `npm run setup:check` (docs/operating.md): offline, on this repository and on copies of it; with
 * credentials, against a stand-in of Google's APIs only (answers shaped as the APIs document them).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accountRoles,
  alertPolicyNames,
  previewerRoles,
  projectProblems,
  repositoryProblems,
  requiredSecrets,
  requiredServices,
  reservedDomain,
} from './setup-check.mjs';

const files = [
  'content/identity.ts',
  'content/legal/privacy-policy.md',
  'firestore.rules',
  'extensions/firestore-send-email.env',
];

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'setup-check-'));
  for (const file of files) cpSync(file, join(copy, file));
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));
/** Replaces text in the copy's file. */
const edit = (file: string, from: string | RegExp, to: string) =>
  writeFileSync(join(copy, file), readFileSync(join(copy, file), 'utf8').replaceAll(from, to));
/** The copy with the owner's own domain everywhere. */
const owned = () => {
  for (const file of files) edit(file, /nexoform\.example/g, 'nexoform.com');
};

describe('offline, the repository', () => {
  it('names every placeholder still in it, with its file', () => {
    const { placeholders, problems } = repositoryProblems(copy);
    expect(problems).toEqual([]);
    const named = placeholders.map(({ file, what }) => `${file}: ${what}`);
    const expected = [
      'content/identity.ts: siteUrl',
      'content/identity.ts: enquiryRecipient',
      'firestore.rules: the enquiry recipient',
      'extensions/firestore-send-email.env: DEFAULT_FROM',
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI',
    ];
    expect(expected.filter((start) => !named.some((name) => name.startsWith(start)))).toEqual([]);
    expect(placeholders.filter(({ value }) => !reservedDomain(value))).toEqual([]);
  });

  it('is satisfied once every value is the owner’s own, and names the one left', () => {
    owned();
    expect(repositoryProblems(copy)).toEqual({ placeholders: [], problems: [] });
    edit('extensions/firestore-send-email.env', 'website@nexoform.com>', 'website@nexoform.test>');
    expect(repositoryProblems(copy).placeholders).toEqual([
      expect.objectContaining({ file: 'extensions/firestore-send-email.env', what: 'DEFAULT_FROM (the sender)' }),
    ]);
  });

  it('refuses a recipient the rules would not allow, a site address with a path, and a missing file', () => {
    owned();
    edit('firestore.rules', "data.to == ['enquiries@nexoform.com']", "data.to == ['sales@nexoform.com']");
    edit('content/identity.ts', "siteUrl: 'https://www.nexoform.com'", "siteUrl: 'https://www.nexoform.com/home'");
    rmSync(join(copy, 'content/legal/privacy-policy.md'));
    const { problems } = repositoryProblems(copy);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('every enquiry would be refused'),
        expect.stringContaining('must be https://host'),
        'content/legal/privacy-policy.md is missing.',
      ]),
    );
  });

  it('tells real domains from reserved ones', () => {
    const reserved = ['https://www.nexoform.example', 'a@b.test', 'smtps://x@example.com:465', 'http://localhost:3000'];
    const real = ['https://www.nexoform.com', 'sales@examples.co.uk', 'smtps://x@smtp.example-mail.com:465'];
    expect([...reserved, ...real].filter((value) => reservedDomain(value))).toEqual(reserved);
  });

  it('as a command, lists them and exits 1 without reading any project', () => {
    const result = spawnSync(process.execPath, ['scripts/build/setup-check.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'content/identity.ts: siteUrl (the public address of the site) is still the placeholder',
    );
    expect(result.stdout).toContain('The project was not read');
  });
});

describe('with credentials, the project (against a stand-in of the APIs)', () => {
  const project = 'nexoform-live';
  const preview = 'nexoform-preview';
  const repository = 'owner/site';
  const account = (name: string, id = project) => `serviceAccount:${name}@${id}.iam.gserviceaccount.com`;
  const compute = 'serviceAccount:42-compute@developer.gserviceaccount.com';
  const bindings = (members: Record<string, string[]>) => ({
    bindings: Object.entries(members).flatMap(([member, roles]) => roles.map((role) => ({ role, members: [member] }))),
  });
  const subject = (environment: string) =>
    `principal://iam.googleapis.com/projects/42/locations/global/workloadIdentityPools/github/subject/repo:${repository}:environment:${environment}`;
  const iam = `https://iam.googleapis.com/v1/projects/${project}`;
  const pool = `${iam}/locations/global/workloadIdentityPools/github`;
  /** Complete answers, by URL prefix, the more specific first; a test removes or changes one. */
  const complete = (): Record<string, unknown> => ({
    [`https://cloudbilling.googleapis.com/v1/projects/${project}/billingInfo`]: { billingEnabled: true },
    [`https://serviceusage.googleapis.com/v1/projects/${project}/services`]: {
      services: requiredServices.map((name) => ({ config: { name }, state: 'ENABLED' })),
    },
    [`https://firestore.googleapis.com/v1/projects/${project}/databases/(default)`]: { locationId: 'eur3' },
    [`https://firebase.googleapis.com/v1beta1/projects/${project}/webApps`]: { apps: [{ appId: '1:2:web:3' }] },
    [`https://firebasehosting.googleapis.com/v1beta1/projects/${project}/sites`]: {
      sites: [{ name: `projects/1/sites/${project}` }, { name: `projects/1/sites/${project}-editor` }],
    },
    [`https://secretmanager.googleapis.com/v1/projects/${project}/secrets`]: {
      secrets: requiredSecrets.map((name) => ({ name: `projects/1/secrets/${name}` })),
    },
    [`https://recaptchaenterprise.googleapis.com/v1/projects/${project}/keys`]: {
      keys: [{ webSettings: { allowedDomains: ['www.nexoform.com', `${project}.web.app`] } }],
    },
    [`https://firebaseappcheck.googleapis.com/v1/projects/${project}/services/firestore.googleapis.com`]: {
      enforcementMode: 'ENFORCED',
    },
    [`https://monitoring.googleapis.com/v3/projects/${project}/alertPolicies`]: {
      alertPolicies: alertPolicyNames.map((displayName) => ({ displayName })),
    },
    [`${pool}/providers/github-actions`]: {
      attributeCondition: `assertion.repository=='${repository}' && has(assertion.environment)`,
    },
    [pool]: { state: 'ACTIVE' },
    [`https://cloudresourcemanager.googleapis.com/v1/projects/${project}:getIamPolicy`]: bindings({
      [account('deployer')]: accountRoles.deployer,
      [account('publisher')]: accountRoles.publisher,
      [compute]: ['roles/cloudbuild.builds.builder'],
    }),
    [`https://cloudresourcemanager.googleapis.com/v1/projects/${preview}:getIamPolicy`]: bindings({
      [account('previewer', preview)]: previewerRoles,
    }),
    [`https://cloudresourcemanager.googleapis.com/v1/projects/${project}`]: { projectNumber: '42' },
    [`https://cloudresourcemanager.googleapis.com/v1/projects/${preview}`]: { projectNumber: '43' },
    [`${iam}/serviceAccounts/deployer@`]: bindings({
      [subject('production')]: ['roles/iam.workloadIdentityUser'],
      [subject('rollback')]: ['roles/iam.workloadIdentityUser'],
    }),
    [`${iam}/serviceAccounts/publisher@`]: bindings({ [subject('publishing')]: ['roles/iam.workloadIdentityUser'] }),
    [`${iam}/serviceAccounts/42-compute@`]: bindings({ [account('deployer')]: ['roles/iam.serviceAccountUser'] }),
    [`${iam}/serviceAccounts`]: {
      accounts: ['deployer', 'publisher'].map((name) => ({ email: `${name}@${project}.iam.gserviceaccount.com` })),
    },
    [`https://firebaseextensions.googleapis.com/v1beta/projects/${project}/instances/firestore-send-email`]: {
      state: 'ACTIVE',
      config: {
        source: { spec: { version: '0.2.8' } },
        systemParams: { 'firebaseextensions.v1beta.function/location': 'europe-west1' },
      },
    },
    [`https://logging.googleapis.com/v2/projects/${project}/sinks/_Default`]: {
      destination: `logging.googleapis.com/projects/${project}/locations/eu/buckets/default-eu`,
    },
    [`https://artifactregistry.googleapis.com/v1/projects/${project}/locations/europe-west1/repositories/gcf-artifacts`]:
      {
        cleanupPolicies: { 'firebase-functions-cleanup': { action: 'DELETE' } },
      },
    'https://www.nexoform.com/': {},
  });
  const standIn = (answers: Record<string, unknown>, seen: string[] = [], forbidden = '') =>
    (async (url: string | URL, init?: RequestInit) => {
      if (!String(url).startsWith('https://www.')) seen.push(new Headers(init?.headers).get('authorization') ?? '');
      if (forbidden && String(url).includes(forbidden)) return new Response('{}', { status: 403 });
      const prefix = Object.keys(answers).find((key) => String(url).startsWith(key));
      return prefix && answers[prefix] !== undefined
        ? Response.json(answers[prefix])
        : new Response('{"error":{"code":404}}', { status: 404 });
    }) as typeof fetch;
  const settings = { project, preview, repository, token: 'token', siteHost: 'www.nexoform.com' };
  const extension = { instance: 'firestore-send-email', version: '0.2.8' };
  const check = (answers: Record<string, unknown>, seen?: string[], forbidden?: string) =>
    projectProblems({ ...settings, extension, fetcher: standIn(answers, seen, forbidden) });

  it('finds nothing missing in a complete project, asking with the credentials', async () => {
    const seen: string[] = [];
    expect(await check(complete(), seen)).toEqual([]);
    expect(new Set(seen)).toEqual(new Set(['Bearer token']));
  });

  it('names each missing or wrong part', async () => {
    const answers = complete();
    const key = (part: string) => Object.keys(answers).find((candidate) => candidate.includes(part))!;
    const change: Record<string, unknown> = {
      billingInfo: undefined,
      '/services': { services: [{ config: { name: 'firebase.googleapis.com' } }] },
      databases: { locationId: 'nam5' },
      webApps: undefined,
      '/sites': { sites: [{ name: `projects/1/sites/${project}` }] },
      '/secrets': { secrets: [] },
      '/keys': { keys: [{ webSettings: { allowedDomains: [`${project}.web.app`] } }] },
      firebaseappcheck: { enforcementMode: 'UNENFORCED' },
      alertPolicies: { alertPolicies: [{ displayName: 'Undelivered enquiry' }] },
      providers: { attributeCondition: "assertion.repository=='owner/site'" },
      [`${project}:getIamPolicy`]: bindings({
        [account('deployer')]: ['roles/firebase.admin', 'roles/iam.serviceAccountUser'],
        [account('previewer', preview)]: ['roles/viewer'],
      }),
      [`${preview}:getIamPolicy`]: bindings({ [account('previewer', preview)]: ['roles/firebasehosting.admin'] }),
      'deployer@': bindings({ [subject('production')]: ['roles/iam.workloadIdentityUser'] }),
      '42-compute@': { bindings: [] },
      'instances/': { state: 'ACTIVE', config: { source: { spec: { version: '0.2.0' } }, systemParams: {} } },
      'sinks/_Default': { destination: `logging.googleapis.com/projects/${project}/locations/global/buckets/_Default` },
      'gcf-artifacts': { cleanupPolicies: {} },
      'https://www.nexoform.com/': undefined,
    };
    for (const [part, value] of Object.entries(change)) answers[key(part)] = value;
    const missing = await check(answers);
    const expected = [
      'Billing',
      'APIs not enabled: firebasehosting.googleapis.com',
      'The Firestore database is in nam5',
      'A registered web app',
      `The Hosting site ${project}-editor.`,
      ...requiredSecrets.map((secret) => `The secret ${secret} `),
      "The site's domain www.nexoform.com among the reCAPTCHA key's allowed domains.",
      'App Check enforcement on Cloud Firestore (UNENFORCED)',
      'The alert policy "Enquiry flood"',
      'The provider "github-actions" admits more than',
      `deployer@${project}.iam.gserviceaccount.com lacks roles/firebase.viewer`,
      `deployer@${project}.iam.gserviceaccount.com also holds roles/firebase.admin roles/iam.serviceAccountUser`,
      `deployer@${project}.iam.gserviceaccount.com (GitHub environments) lacks rollback`,
      `publisher@${project}.iam.gserviceaccount.com lacks roles/firebasehosting.admin`,
      'roles/cloudbuild.builds.builder for 42-compute@',
      'roles/iam.serviceAccountUser for the deployer on 42-compute@',
      `previewer@${preview}.iam.gserviceaccount.com lacks roles/serviceusage.serviceUsageConsumer roles/run.viewer`,
      `previewer@${preview}.iam.gserviceaccount.com holds roles in ${project}`,
      'The extension firestore-send-email is ACTIVE at 0.2.0 in undefined',
      'The _Default sink routes logs to logging.googleapis.com/projects/nexoform-live/locations/global',
      'The cleanup policy of gcf-artifacts in europe-west1',
      'https://www.nexoform.com/ answers 404',
    ];
    expect(expected.filter((start) => !missing.some((line) => line.startsWith(start)))).toEqual([]);
  });

  it('reads a listing past its first page, sending the page token as the API gave it', async () => {
    const token = 'page+2/of=2&more';
    const listed = standIn(complete());
    const [first, ...others] = requiredSecrets.map((name) => ({ name: `projects/1/secrets/${name}` }));
    const fetcher = (async (url: string | URL, init?: RequestInit) => {
      const address = new URL(url);
      if (!address.pathname.endsWith('/secrets')) return listed(url, init);
      const pageToken = address.searchParams.get('pageToken');
      if (pageToken === null) return Response.json({ secrets: [first], nextPageToken: token });
      return pageToken === token ? Response.json({ secrets: others }) : new Response('{}', { status: 400 });
    }) as typeof fetch;
    expect(others.length).toBeGreaterThan(0);
    expect(await projectProblems({ ...settings, extension, fetcher })).toEqual([]);
  });

  it('names an item the credentials may not read, and reads the rest', async () => {
    expect(await check(complete(), [], 'firebaseappcheck')).toEqual([
      "Not read: App Check's enforcement (firebaseappcheck.googleapis.com answered 403): sign in with gcloud as a project owner.",
    ]);
  });
});
