import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
// REST, as the relay and the site use: see scripts/local/mail-relay.mjs on the emulator's listen stream.
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, terminate } from 'firebase/firestore/lite';
import { buildMailDocument } from '../../domain/buildMailDocument';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { mailCollection } from '../../services/sendEnquiry';
import { loadRules } from './firestore-rules.mjs';
import { startMailDev } from './maildev.mjs';
import { backoffMs, expiryFor, extensionParams, isDue, messageIdFor, startMailRelay } from './mail-relay.mjs';
import { freePort } from './ports.mjs';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');
const [host = '127.0.0.1', port = '8080'] = emulator.split(':');

const enquiry = buildMailDocument(sampleEnquiry);

const apps: FirebaseApp[] = [];
/** A visitor's client (the rules apply) or the owner's (past the rules), on its own project. */
function client(projectId: string, owner = false) {
  const app = initializeApp({ projectId, apiKey: 'test' }, `${projectId}-${owner ? 'owner' : 'visitor'}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, Number(port), owner ? { mockUserToken: 'owner' } : {});
  return db;
}

type Delivery = {
  state: string;
  attempts: number;
  error: string | null;
  leaseExpireTime: unknown;
  info?: { accepted: string[]; messageId: string; response: string };
  startTime: { toDate(): Date };
  endTime?: { toDate(): Date };
  expireAt?: { toDate(): Date };
};

/** A project of its own per test, emptied first (a rerun on the same emulator starts clean); returns its id. */
async function freshProject(projectId: string) {
  await fetch(`http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await loadRules(emulator as string, projectId);
  return projectId;
}

/** The document's delivery, read past the rules, once `check` holds for it (by default: once it is done). */
async function deliveryOf(
  projectId: string,
  id: string,
  check = (delivery?: Delivery) => expect(delivery?.state).toMatch(/SUCCESS|ERROR/),
): Promise<Delivery> {
  const owner = client(projectId, true);
  return vi.waitFor(
    async () => {
      const delivery = (await getDoc(doc(owner, mailCollection, id))).data()?.delivery as Delivery | undefined;
      check(delivery);
      return delivery as Delivery;
    },
    { timeout: 45_000, interval: 100 },
  );
}

afterAll(async () => {
  await Promise.all(apps.map((app) => terminate(getFirestore(app)).then(() => deleteApp(app))));
});

// Each test starts the relay (and MailDev), its polling and SMTP: on a busy machine that takes a while.
describe('the local mail relay', { timeout: 60_000 }, () => {
  it('sends a visitor’s enquiry to the inbox and records SUCCESS as the extension does', async () => {
    const projectId = await freshProject('demo-relay-success');
    const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    onTestFinished(() => inbox.stop());
    const relay = startMailRelay({ emulatorHost: emulator, projectId, smtp: { port: inbox.smtpPort } });
    onTestFinished(() => relay.stop());
    const before = Date.now();
    await setDoc(doc(client(projectId), mailCollection, 'Enquiry1aaaaaaaaaaaa'), enquiry);
    const delivery = await deliveryOf(projectId, 'Enquiry1aaaaaaaaaaaa');
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info?.messageId).toBe(messageIdFor('Enquiry1aaaaaaaaaaaa', 'nexoform.example'));
    expect(delivery.info?.accepted).toEqual(enquiry.to);
    expect(delivery.startTime.toDate().getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(delivery.endTime?.toDate().getTime()).toBeGreaterThanOrEqual(delivery.startTime.toDate().getTime());
    const params = extensionParams();
    expect(delivery.expireAt?.toDate()).toEqual(
      expiryFor(delivery.startTime.toDate(), params.TTL_EXPIRE_TYPE, Number(params.TTL_EXPIRE_VALUE)),
    );

    type Mail = { text: string; html?: string; from: { address: string }[] };
    const [mail, ...more] = (await (await fetch(`${inbox.url}/email`)).json()) as Mail[];
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: enquiry.to.map((address) => ({ address })),
      subject: enquiry.message.subject,
      // The visitor's address, from the document, as the extension makes it (D70).
      headers: { 'reply-to': enquiry.replyTo },
    });
    expect(mail?.text.trimEnd()).toBe(enquiry.message.text);
    expect(mail?.html).toBeFalsy();
    expect(params.DEFAULT_FROM).toContain(`<${mail?.from[0]?.address}>`);
  });

  it('records ERROR with the reason when the mail server cannot be reached, and tries again after a backoff', async () => {
    const projectId = await freshProject('demo-relay-error');
    const lines: string[] = [];
    const relay = startMailRelay({
      emulatorHost: emulator,
      projectId,
      smtp: { port: await freePort() },
      backoff: { baseMs: 400, maxMs: 800 },
      reportAfterAttempts: 3,
      log: (line) => lines.push(line),
    });
    onTestFinished(() => relay.stop());
    await setDoc(doc(client(projectId), mailCollection, 'Enquiry2aaaaaaaaaaaa'), enquiry);
    const first = await deliveryOf(projectId, 'Enquiry2aaaaaaaaaaaa');
    expect(first).toMatchObject({ state: 'ERROR', leaseExpireTime: null });
    expect(first.error).toMatch(/ECONNREFUSED/);
    await deliveryOf(projectId, 'Enquiry2aaaaaaaaaaaa', (delivery) =>
      expect(delivery?.attempts).toBeGreaterThanOrEqual(3),
    );
    // One line each: `.` does not cross a line's end.
    expect(lines.join('\n')).toMatch(/Enquiry2aaaaaaaaaaaa not delivered \(attempt 1: .*ECONNREFUSED/);
    expect(lines.join('\n')).toMatch(/Still not delivered after 3 attempts/);
  });
});

describe('which documents a relay may take', () => {
  const policy = { retryErrors: true, backoff: { baseMs: 1000, maxMs: 4000 } };
  const now = Date.parse('2026-01-01T00:00:00Z');
  const at = (offset: number) => new Date(now + offset).toISOString();
  it.each([
    ['a new document', undefined, true],
    ['PENDING', { state: 'PENDING' }, true],
    ['RETRY (the extension’s documented retry)', { state: 'RETRY', attempts: 2 }, true],
    ['PROCESSING under an unexpired lease', { state: 'PROCESSING', leaseExpireTime: at(1) }, false],
    ['PROCESSING under an expired lease', { state: 'PROCESSING', leaseExpireTime: at(0) }, true],
    ['SUCCESS', { state: 'SUCCESS', attempts: 1 }, false],
    ['ERROR within its backoff', { state: 'ERROR', attempts: 2, endTime: at(-1999) }, false],
    ['ERROR after its backoff', { state: 'ERROR', attempts: 2, endTime: at(-2000) }, true],
    ['ERROR after the capped backoff', { state: 'ERROR', attempts: 30, endTime: at(-4000) }, true],
    // The last column: whether ERROR is retried, true unless given.
    ['ERROR, retries off as in the extension', { state: 'ERROR', attempts: 1, endTime: at(-60_000) }, false, false],
  ])('%s: %s', (_, delivery, due, retryErrors = true) => {
    expect(isDue(delivery, now, { ...policy, retryErrors })).toBe(due);
  });

  it('doubles the backoff per attempt up to its cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, policy.backoff))).toEqual([
      1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('derives one Message-ID per document, valid whatever the id', () => {
    expect(messageIdFor('AbC123', 'nexoform.example')).toBe('<mail.AbC123@nexoform.example>');
    expect(messageIdFor('a b<c>@d', 'nexoform.example')).toMatch(/^<mail\.h-[0-9a-f]{64}@nexoform\.example>$/);
  });
});

it.each([
  ['never', 1, null],
  ['day', 2, '2026-03-02T12:00:00.000Z'],
  ['week', 1, '2026-03-07T12:00:00.000Z'],
  ['year', 3, '2029-02-28T12:00:00.000Z'],
])('expiryFor (the extension’s TTL params): %s × %s', (type, value, expected) => {
  expect(expiryFor(new Date('2026-02-28T12:00:00Z'), type, value)?.toISOString() ?? null).toBe(expected);
});
