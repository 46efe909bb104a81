// @vitest-environment node
/**
 * The delivery sweep of the scheduled function, against the run's Firestore emulator with
 * firebase-admin (as deployed), at chosen times; and end to end with the local relay standing in
 * for the extension (ERROR left alone, RETRY taken), so a failed enquiry is delivered once the
 * inbox is back.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { firebaseJson } from '../../scripts/build/hosting.mjs';
import { extensionParams, messageIdFor, startMailRelay } from '../../scripts/local/mail-relay.mjs';
import { startMailDev } from '../../scripts/local/maildev.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import {
  alertPrefix,
  decide,
  leaseExpiredError,
  retryDelayMs,
  retryFailedDeliveries,
  type RetryPolicy,
} from './delivery';
import { delays, mailCollection, retryFailedDeliveries as scheduled } from './deliverySchedule';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');

const minute = 60_000;
const policy: RetryPolicy = {
  collection: mailCollection,
  maxRetries: 3,
  baseDelayMs: 5 * minute,
  maxDelayMs: 60 * minute,
  alertTo: 'fallback@nexoform.example',
};
const t0 = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * minute);
const ts = (minutes: number) => Timestamp.fromDate(at(minutes));
/** An e-mail document as the form writes it (the sweep reads only its `delivery`). */
const enquiry = {
  to: ['enquiries@nexoform.example'],
  message: {
    subject: 'New contact request',
    text: 'Name: Grace Hopper\nCompany: Compiler Co\nEmail: grace@compiler.example\nPhone: +1 713 555 0100\nNature of enquiry: 40MW.',
  },
};

const apps: App[] = [];
let projects = 0;
const projectOf = new Map<Firestore, string>();
/** A project of its own in the emulator, emptied first. */
async function freshDb(): Promise<Firestore> {
  const projectId = `demo-sweep-${++projects}-${process.pid}`;
  await fetch(`http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  const db = getFirestore(app);
  projectOf.set(db, projectId);
  return db;
}
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const failed = (minutes: number, extra: Record<string, unknown> = {}) => ({
  ...enquiry,
  delivery: { state: 'ERROR', attempts: 1, error: 'Error: connect ECONNREFUSED', endTime: ts(minutes), ...extra },
});
async function deliveryOf(db: Firestore, id: string) {
  return (await db.collection(mailCollection).doc(id).get()).data()?.delivery;
}

describe('the scheduled function', () => {
  it('reads the collection the extension sends from', () => {
    expect(extensionParams().MAIL_COLLECTION).toBe(mailCollection);
  });

  it('is deployed from functions/ as the bundle in lib/, on the Node version its package.json names', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const [entry] = firebaseJson({ 'style-src': [], 'script-src': [] }).functions;
    expect(entry).toMatchObject({ source: 'functions', runtime: `nodejs${manifest.engines.node}` });
    expect(manifest.main).toBe('lib/index.js');
    // The bundle exports it (functions/src/index.ts), as it does the editor.
    expect(readFileSync(new URL('./index.ts', import.meta.url), 'utf8')).toContain("from './deliverySchedule.js'");
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    // The same ranges as the root, which the tests run with.
    for (const name of ['firebase-admin', 'firebase-functions'])
      expect(manifest.dependencies[name]).toBe(root.devDependencies[name]);
  });

  it('runs every five minutes on Functions v2, in the database’s region', () => {
    const endpoint = (scheduled as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(endpoint).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every 5 minutes' },
    });
    expect(delays.baseDelayMs).toBeLessThan(delays.maxDelayMs);
  });
});

describe('decide', () => {
  it('doubles the wait per return, up to the longest', () => {
    expect([0, 1, 2, 3, 4, 5].map((retries) => retryDelayMs(retries, policy) / minute)).toEqual([
      5, 10, 20, 40, 60, 60,
    ]);
  });

  it.each([
    ['no delivery yet', undefined],
    ['PENDING', { state: 'PENDING' }],
    ['RETRY', { state: 'RETRY' }],
    ['SUCCESS', { state: 'SUCCESS', endTime: ts(-100) }],
    ['PROCESSING under a live lease', { state: 'PROCESSING', leaseExpireTime: ts(1) }],
  ])('leaves %s alone', (_, delivery) => {
    expect(decide('x', delivery, t0, policy)).toEqual({ action: 'none' });
  });
});

describe('retryFailedDeliveries (against the emulator)', { timeout: 30_000 }, () => {
  it('returns an ERROR document to the extension once its wait is over, with doubling waits', async () => {
    const db = await freshDb();
    const ref = db.collection(mailCollection).doc('e1');
    await ref.set(failed(0));
    expect(await retryFailedDeliveries(db, policy, at(4))).toMatchObject({ retried: [], waiting: ['e1'] });
    expect((await deliveryOf(db, 'e1')).state).toBe('ERROR');

    expect(await retryFailedDeliveries(db, policy, at(5))).toMatchObject({ retried: ['e1'] });
    expect(await deliveryOf(db, 'e1')).toMatchObject({ state: 'RETRY', retries: 1, retryTime: ts(5), attempts: 1 });
    // A second pass at the same time finds nothing to do: RETRY belongs to the extension now.
    expect(await retryFailedDeliveries(db, policy, at(5))).toMatchObject({ retried: [], waiting: [] });

    // The extension tried again and failed at minute 6: the next wait is 10 minutes.
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.attempts': 2, 'delivery.endTime': ts(6) });
    expect(await retryFailedDeliveries(db, policy, at(15))).toMatchObject({ retried: [], waiting: ['e1'] });
    expect(await retryFailedDeliveries(db, policy, at(16))).toMatchObject({ retried: ['e1'] });
    expect(await deliveryOf(db, 'e1')).toMatchObject({ state: 'RETRY', retries: 2 });
  });

  it('returns a PROCESSING document whose lease expired (its function died), never one under a live lease', async () => {
    const db = await freshDb();
    await db
      .collection(mailCollection)
      .doc('dead')
      .set({ ...enquiry, delivery: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(0) } });
    await db
      .collection(mailCollection)
      .doc('live')
      .set({ ...enquiry, delivery: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(30) } });
    expect(await retryFailedDeliveries(db, policy, at(4))).toMatchObject({ retried: [], waiting: ['dead'] });
    expect(await retryFailedDeliveries(db, policy, at(5))).toMatchObject({ retried: ['dead'], waiting: [] });
    expect(await deliveryOf(db, 'dead')).toMatchObject({
      state: 'RETRY',
      retries: 1,
      error: leaseExpiredError,
      leaseExpireTime: null,
    });
    expect(await deliveryOf(db, 'live')).toMatchObject({ state: 'PROCESSING', leaseExpireTime: ts(30) });
  });

  it('after maxRetries returns that failed too, writes one alert to the fallback address and keeps retrying', async () => {
    const db = await freshDb();
    const ref = db.collection(mailCollection).doc('e2');
    await ref.set(failed(0, { retries: policy.maxRetries, attempts: 4 }));
    // Two passes at once (an overlapping schedule): still one alert.
    const passes = await Promise.all([
      retryFailedDeliveries(db, policy, at(1)),
      retryFailedDeliveries(db, policy, at(1)),
    ]);
    expect(passes.flatMap((pass) => pass.alerted)).toEqual(['e2']);
    const alerts = await db.collection(mailCollection).where('to', '==', [policy.alertTo]).get();
    expect(alerts.docs.map((alert) => alert.id)).toEqual([`${alertPrefix}e2`]);
    const alert = alerts.docs[0]?.data();
    expect(alert?.message.subject).toBe(`Website e-mail not delivered after ${policy.maxRetries} retries`);
    expect(alert?.message.text).toContain(`document ${mailCollection}/e2`);
    expect(alert?.message.text).toContain('ECONNREFUSED');
    expect(alert?.message.text).toContain(enquiry.message.text);
    expect(await deliveryOf(db, 'e2')).toMatchObject({
      state: 'ERROR',
      alert: { id: `${alertPrefix}e2`, time: ts(1) },
    });

    // Its wait is the longest now; it is returned then, and a later failure writes no second alert.
    expect(await retryFailedDeliveries(db, policy, at(60))).toMatchObject({ retried: ['e2'], alerted: [] });
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.endTime': ts(61) });
    const later = await retryFailedDeliveries(db, policy, at(200));
    expect(later).toMatchObject({ retried: ['e2'], alerted: [] });
    expect((await db.collection(mailCollection).where('to', '==', [policy.alertTo]).get()).size).toBe(1);
  });

  it('retries an alert that failed, but never alerts about an alert', async () => {
    const db = await freshDb();
    await db
      .collection(mailCollection)
      .doc(`${alertPrefix}e3`)
      .set({
        to: [policy.alertTo],
        message: { subject: 's', text: 't' },
        delivery: failed(0, { retries: 9 }).delivery,
      });
    expect(await retryFailedDeliveries(db, policy, at(120))).toMatchObject({
      retried: [`${alertPrefix}e3`],
      alerted: [],
    });
    expect((await db.collection(mailCollection).get()).size).toBe(1);
  });
});

describe('with the local relay as the extension', { timeout: 60_000 }, () => {
  it('an enquiry that failed while the inbox was down is delivered once after the sweep returns it', async () => {
    const db = await freshDb();
    const projectId = projectOf.get(db) as string;
    const smtpPort = await freePort();
    const relay = startMailRelay({
      emulatorHost: emulator,
      projectId,
      smtp: { port: smtpPort },
      // As the extension: ERROR stays ERROR until something sets RETRY.
      retryErrors: false,
      pollMs: 100,
      log: () => {},
    });
    try {
      // Nothing listens on the inbox's port yet.
      await db.collection(mailCollection).doc('e4').set(enquiry);
      await vi.waitFor(async () => expect((await deliveryOf(db, 'e4'))?.state).toBe('ERROR'), {
        timeout: 30_000,
        interval: 100,
      });
      const down = await deliveryOf(db, 'e4');
      const mailDev = await startMailDev({ smtpPort, webPort: await freePort() });
      try {
        const endTime = (down.endTime as Timestamp).toDate();
        const pass = await retryFailedDeliveries(db, policy, new Date(endTime.getTime() + policy.baseDelayMs));
        expect(pass.retried).toEqual(['e4']);
        await vi.waitFor(async () => expect((await deliveryOf(db, 'e4'))?.state).toBe('SUCCESS'), {
          timeout: 30_000,
          interval: 100,
        });
        expect(await deliveryOf(db, 'e4')).toMatchObject({ attempts: 2, retries: 1 });
        const emails = (await (await fetch(`${mailDev.url}/email`)).json()) as { messageId: string }[];
        expect(emails.map((email) => `<${email.messageId}>`)).toEqual([messageIdFor('e4', 'nexoform.example')]);
      } finally {
        await mailDev.stop();
      }
    } finally {
      await relay.stop();
    }
  });
});
