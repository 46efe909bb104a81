// @vitest-environment node
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
// REST, as the relay and the site use: see scripts/local/mail-relay.mjs on the emulator's listen stream.
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, terminate } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildMailDocument } from '../../domain/buildMailDocument';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { mailCollection } from '../../services/sendEnquiry';
import { loadRules } from './firestore-rules.mjs';
import { startMailDev } from './maildev.mjs';
import { expiryFor, extensionParams, startMailRelay } from './mail-relay.mjs';
import { freePort } from './ports.mjs';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator)
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run the relay tests through `npm test` (tests/support/test.mjs).',
  );
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
  info?: { accepted: string[]; messageId: string; response: string };
  startTime: { toDate(): Date };
  endTime?: { toDate(): Date };
  expireAt?: { toDate(): Date };
};

async function deliveryOf(projectId: string, id: string): Promise<Delivery> {
  const owner = client(projectId, true);
  return vi.waitFor(
    async () => {
      const delivery = (await getDoc(doc(owner, mailCollection, id))).data()?.delivery as Delivery | undefined;
      expect(delivery?.state).toMatch(/SUCCESS|ERROR/);
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
  it('reads the extension params the deploy uses', () => {
    expect(extensionParams().MAIL_COLLECTION).toBe(mailCollection);
  });

  it('sends a visitor’s enquiry to the inbox and records SUCCESS as the extension does', async () => {
    const projectId = 'demo-relay-success';
    await loadRules(emulator, projectId);
    const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    const relay = startMailRelay({ emulatorHost: emulator, projectId, smtp: { port: inbox.smtpPort } });
    try {
      const before = Date.now();
      await setDoc(doc(client(projectId), mailCollection, 'enquiry-1'), enquiry);
      const delivery = await deliveryOf(projectId, 'enquiry-1');
      expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
      expect(delivery.info?.accepted).toEqual(enquiry.to);
      expect(delivery.startTime.toDate().getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(delivery.endTime?.toDate().getTime()).toBeGreaterThanOrEqual(delivery.startTime.toDate().getTime());
      const params = extensionParams();
      expect(delivery.expireAt?.toDate()).toEqual(
        expiryFor(delivery.startTime.toDate(), params.TTL_EXPIRE_TYPE, Number(params.TTL_EXPIRE_VALUE)),
      );

      const mails = (await (await fetch(`${inbox.url}/email`)).json()) as {
        subject: string;
        text: string;
        html?: string;
        to: { address: string }[];
        from: { address: string; name: string }[];
      }[];
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to.map((to) => to.address)).toEqual(enquiry.to);
      expect(mails[0]?.subject).toBe(enquiry.message.subject);
      expect(mails[0]?.text.trimEnd()).toBe(enquiry.message.text);
      expect(mails[0]?.html).toBeFalsy();
      expect(params.DEFAULT_FROM).toContain(`<${mails[0]?.from[0]?.address}>`);
    } finally {
      await relay.stop();
      await inbox.stop();
    }
  });

  it('records ERROR with the reason, once, when the mail server cannot be reached', async () => {
    const projectId = 'demo-relay-error';
    await loadRules(emulator, projectId);
    const relay = startMailRelay({ emulatorHost: emulator, projectId, smtp: { port: await freePort() } });
    try {
      await setDoc(doc(client(projectId), mailCollection, 'enquiry-2'), enquiry);
      const delivery = await deliveryOf(projectId, 'enquiry-2');
      expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1 });
      expect(delivery.error).toMatch(/ECONNREFUSED/);
    } finally {
      await relay.stop();
    }
  });
});

describe('expiryFor (the extension’s TTL params)', () => {
  const start = new Date('2026-02-28T12:00:00Z');
  it.each([
    ['never', 1, null],
    ['day', 2, '2026-03-02T12:00:00.000Z'],
    ['week', 1, '2026-03-07T12:00:00.000Z'],
    ['year', 3, '2029-02-28T12:00:00.000Z'],
  ])('%s × %s', (type, value, expected) => {
    expect(expiryFor(start, type, value)?.toISOString() ?? null).toBe(expected);
  });
});
