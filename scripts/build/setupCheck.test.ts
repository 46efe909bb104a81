// @vitest-environment node
/**
 * `npm run setup:check` (docs/operating.md): offline, on this repository and on copies of it; with
 * credentials, against a stand-in of Google's APIs only (answers shaped as the APIs document them).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  alertPolicyName,
  projectProblems,
  repositoryProblems,
  requiredSecrets,
  requiredServices,
  reservedDomain,
} from './setup-check.mjs';

const files = [
  'content/identity.ts',
  'content/privacyPolicy.ts',
  'firestore.rules',
  'extensions/firestore-send-email.env',
];

let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'setup-check-'));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
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
    for (const expected of [
      'content/identity.ts: siteUrl',
      'content/identity.ts: enquiryRecipient',
      'firestore.rules: the enquiry recipient',
      'extensions/firestore-send-email.env: DEFAULT_FROM',
      'extensions/firestore-send-email.env: SMTP_CONNECTION_URI',
    ])
      expect(named.some((name) => name.startsWith(expected))).toBe(true);
    for (const { value } of placeholders) expect(reservedDomain(value)).toBe(true);
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
    rmSync(join(copy, 'content/privacyPolicy.ts'));
    const { problems } = repositoryProblems(copy);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('every enquiry would be refused'),
        expect.stringContaining('must be https://host'),
        'content/privacyPolicy.ts is missing.',
      ]),
    );
  });

  it('tells real domains from reserved ones', () => {
    for (const value of [
      'https://www.nexoform.example',
      'a@b.test',
      'smtps://x@example.com:465',
      'http://localhost:3000',
    ])
      expect(reservedDomain(value)).toBe(true);
    for (const value of ['https://www.nexoform.com', 'sales@examples.co.uk', 'smtps://x@smtp.example-mail.com:465'])
      expect(reservedDomain(value)).toBe(false);
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
  /** Complete answers, by URL prefix; a test removes or changes one. */
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
    [`https://monitoring.googleapis.com/v3/projects/${project}/alertPolicies`]: {
      alertPolicies: [{ displayName: alertPolicyName }],
    },
    [`https://iam.googleapis.com/v1/projects/${project}/locations/global/workloadIdentityPools/github`]: {
      state: 'ACTIVE',
    },
    [`https://iam.googleapis.com/v1/projects/${project}/serviceAccounts`]: {
      accounts: [
        { email: `deployer@${project}.iam.gserviceaccount.com` },
        { email: `publisher@${project}.iam.gserviceaccount.com` },
      ],
    },
  });
  const standIn = (answers: Record<string, unknown>, seen: string[] = []) =>
    (async (url: string | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('authorization') ?? '');
      const prefix = Object.keys(answers).find((key) => String(url).startsWith(key));
      return prefix && answers[prefix] !== undefined
        ? Response.json(answers[prefix])
        : new Response('{"error":{"code":404}}', { status: 404 });
    }) as typeof fetch;
  const check = (answers: Record<string, unknown>, seen?: string[]) =>
    projectProblems({ project, token: 'token', siteHost: 'www.nexoform.com', fetcher: standIn(answers, seen) });

  it('finds nothing missing in a complete project, asking with the credentials', async () => {
    const seen: string[] = [];
    expect(await check(complete(), seen)).toEqual([]);
    expect(new Set(seen)).toEqual(new Set(['Bearer token']));
  });

  it('names each missing part', async () => {
    const answers = complete();
    const without = (part: string) => Object.keys(answers).find((key) => key.includes(part))!;
    delete answers[without('billingInfo')];
    answers[without('services')] = { services: [{ config: { name: 'firebase.googleapis.com' } }] };
    answers[without('databases')] = { locationId: 'nam5' };
    delete answers[without('webApps')];
    answers[without('/sites')] = { sites: [{ name: `projects/1/sites/${project}` }] };
    answers[without('/secrets')] = { secrets: [] };
    answers[without('/keys')] = { keys: [{ webSettings: { allowedDomains: [`${project}.web.app`] } }] };
    answers[without('alertPolicies')] = { alertPolicies: [] };
    delete answers[without('workloadIdentityPools')];
    answers[without('serviceAccounts')] = { accounts: [] };
    const missing = await check(answers);
    for (const expected of [
      'Billing',
      'APIs not enabled: firebasehosting.googleapis.com',
      'The Firestore database is in nam5',
      'A registered web app',
      `The Hosting site ${project}-editor.`,
      ...requiredSecrets.map((secret) => `The secret ${secret} `),
      "The site's domain www.nexoform.com among the reCAPTCHA key's allowed domains.",
      `The alert policy "${alertPolicyName}"`,
      'The Workload Identity pool "github"',
      `The service account deployer@${project}`,
      `The service account publisher@${project}`,
    ])
      expect(missing.some((line) => line.startsWith(expected))).toBe(true);
  });

  it('says when the credentials may not read the project', async () => {
    const forbidden = (async () => new Response('{}', { status: 403 })) as typeof fetch;
    await expect(projectProblems({ project, token: 'token', fetcher: forbidden })).rejects.toThrow(
      /Not allowed to read/,
    );
  });
});
