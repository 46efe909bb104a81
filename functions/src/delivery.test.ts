/**
 * The delivery sweep of the scheduled function, against the run's Firestore emulator with
 * firebase-admin (as deployed), at chosen times; and end to end with the local relay standing in
 * for the extension (ERROR left alone, RETRY taken), so a failed enquiry is delivered once the
 * inbox is back.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { DocumentReference, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { firebaseJson } from '../../scripts/build/hosting.mjs';
import { extensionParams, messageIdFor, startMailRelay } from '../../scripts/local/mail-relay.mjs';
import { startMailDev } from '../../scripts/local/maildev.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import {
  alertPrefix,
  decide,
  finalState,
  jitterShare,
  leaseExpiredError,
  notTakenError,
  retryDelayMs,
  retryFailedDeliveries,
  withoutAddresses,
  type RetryPolicy,
  type SweepResult,
} from './delivery';
import {
  alertUndeliveredEvent,
  expireAfterYears,
  mailCollection,
  report,
  retryFailedDeliveries as scheduled,
  timing,
} from './deliverySchedule';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const policy: RetryPolicy = {
  collection: mailCollection,
  maxRetries: 3,
  baseDelayMs: 5 * minute,
  maxDelayMs: 60 * minute,
  jitter: 0.2,
  stuckAfterMs: 10 * minute,
  giveUpAfterMs: day,
  maxPerPass: 50,
  expireAfterYears: 3,
  alertTo: 'fallback@nexoform.example',
  dailyAlertThreshold: 1000,
};
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

const collectionOf = (db: Firestore) => db.collection(mailCollection);
/** Writes each enquiry under its id in one batch, with its `delivery` when it has one. */
async function seed(db: Firestore, deliveries: Record<string, unknown>) {
  const batch = db.batch();
  for (const [id, delivery] of Object.entries(deliveries))
    batch.set(collectionOf(db).doc(id), { ...enquiry, ...(delivery ? { delivery } : {}) });
  await batch.commit();
}
async function deliveryOf(db: Firestore, id: string) {
  return (await collectionOf(db).doc(id).get()).data()?.delivery;
}
/** The documents' createTime, the latest: the clock every pass is counted from. */
async function writtenAt(db: Firestore): Promise<number> {
  const snapshots = await collectionOf(db).get();
  return Math.max(...snapshots.docs.map((snapshot) => snapshot.createTime.toMillis()));
}
const alertsOf = async (db: Firestore) =>
  (await collectionOf(db).get()).docs.filter((snapshot) => snapshot.id.startsWith(alertPrefix));

describe('the scheduled function', () => {
  it('reads the collection the extension sends from, and stamps its expiry', () => {
    expect(extensionParams().MAIL_COLLECTION).toBe(mailCollection);
    expect(extensionParams()).toMatchObject({ TTL_EXPIRE_TYPE: 'year', TTL_EXPIRE_VALUE: String(expireAfterYears) });
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

  it('runs every five minutes on Functions v2, in the database’s region, within the deadlines it promises', () => {
    const endpoint = (scheduled as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(endpoint).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every 5 minutes' },
    });
    expect(timing.baseDelayMs).toBeLessThan(timing.maxDelayMs);
    expect(timing.stuckAfterMs).toBeLessThanOrEqual(10 * minute);
    expect(timing.giveUpAfterMs).toBe(day);
  });

  it('logs an alert that cannot reach its person as a structured entry of severity ERROR', () => {
    const entries: { level: string; message: string; data: Record<string, unknown> }[] = [];
    const at =
      (level: string) =>
      (message: string, data: Record<string, unknown> = {}) =>
        entries.push({ level, message, data });
    const result: SweepResult = {
      retried: ['a'],
      finalised: ['b', `${alertPrefix}c`],
      alerted: ['b'],
      alertsUndelivered: [{ id: `${alertPrefix}c`, reason: 'the alert itself was not delivered: 550' }],
      waiting: [],
      deferred: [],
      failed: [],
      today: { count: 60, alert: `${alertPrefix}volume-2026-03-02` },
    };
    report(result, { info: at('info'), warn: at('warn'), error: at('error') } as never);
    expect(entries.filter((entry) => entry.data.event === alertUndeliveredEvent)).toEqual([
      {
        level: 'error',
        message: expect.stringContaining(`${alertPrefix}c`),
        data: { event: alertUndeliveredEvent, id: `${alertPrefix}c`, reason: expect.stringContaining('550') },
      },
    ]);
    expect(entries.find((entry) => entry.data.event === 'enquiry-given-up')).toMatchObject({ level: 'error' });
    expect(entries.find((entry) => entry.data.event === 'enquiry-daily-volume')).toMatchObject({ level: 'warn' });
  });
});

describe('decide', () => {
  const t = Date.parse('2026-03-02T09:00:00Z');
  const ts = (ms: number) => Timestamp.fromMillis(ms);
  const seen = (delivery: Record<string, unknown> | undefined, created = t, updated = created) => ({
    id: 'AbCdEfGhIjKlMnOpQrSt',
    delivery,
    createTime: created,
    updateTime: updated,
  });

  it.each([
    [
      '550 5.1.1 <ada@analytical.example>: Recipient address rejected',
      '550 5.1.1 <[address]>: Recipient address rejected',
    ],
    [
      'Invalid login: 535 Authentication failed for website@nexoform.example',
      'Invalid login: 535 Authentication failed for [address]',
    ],
    ['RCPT TO:<a.b+c@x.example> and from=<"d"@y.example>', 'RCPT TO:<[address]> and from=<[address]>'],
    ['ECONNREFUSED 127.0.0.1:465', 'ECONNREFUSED 127.0.0.1:465'],
  ])('takes the addresses out of an error: %s', (error, said) => {
    expect(withoutAddresses(error)).toBe(said);
  });

  it('doubles the wait per return, up to the longest, each longer by its own share of the jitter', () => {
    expect([0, 1, 2, 3, 4, 5].map((retries) => retryDelayMs(retries, policy) / minute)).toEqual([
      5, 10, 20, 40, 60, 60,
    ]);
    expect(retryDelayMs(0, policy, 0.5) / minute).toBeCloseTo(5.5);
    const shares = ['a', 'b', 'c', 'd', 'e'].map((id) => jitterShare(id, 0));
    for (const share of shares) expect(share >= 0 && share < 1).toBe(true);
    expect(new Set(shares).size).toBe(shares.length);
    expect(jitterShare('a', 0)).toBe(jitterShare('a', 0));
  });

  it.each([
    ['SUCCESS', { state: 'SUCCESS', endTime: ts(t) }],
    ['the final state', { state: finalState }],
    ['PROCESSING under a live lease', { state: 'PROCESSING', leaseExpireTime: ts(t + 40 * day) }],
  ])('leaves %s alone, however old', (_, delivery) => {
    expect(decide(seen(delivery), t + 30 * day, policy)).toEqual({ action: 'none' });
  });

  it.each([
    ['no delivery', undefined],
    ['PENDING', { state: 'PENDING' }],
    ['RETRY', { state: 'RETRY', retries: 1 }],
    ['a state nobody knows', { state: 'QUEUED' }],
    ['a delivery with no state', { attempts: 1 }],
    ['a state of null', { state: null }],
    ['a state that is no string', { state: 3 }],
  ])('waits 10 minutes for the extension to take a document with %s, then returns it', (_, delivery) => {
    expect(decide(seen(delivery), t + 9 * minute, policy)).toMatchObject({ action: 'wait' });
    expect(decide(seen(delivery), t + 10 * minute, policy)).toMatchObject({ action: 'retry', error: notTakenError });
  });

  it('returns a PROCESSING document whose lease expired (its function died) after the wait for a failure', () => {
    const dead = { state: 'PROCESSING', leaseExpireTime: ts(t) };
    const wait = retryDelayMs(0, policy, jitterShare('AbCdEfGhIjKlMnOpQrSt', 0));
    expect(decide(seen(dead), t + wait - 1, policy)).toMatchObject({ action: 'wait' });
    expect(decide(seen(dead), t + wait, policy)).toMatchObject({ action: 'retry', error: leaseExpiredError });
  });

  it('gives up at the failure after maxRetries returns, not a backoff later, or at 24 hours old, whatever the count', () => {
    const failedAt = (retries: number) => ({ state: 'ERROR', endTime: ts(t), retries, error: '550 refused' });
    expect(decide(seen(failedAt(2)), t, policy)).toMatchObject({ action: 'wait' });
    expect(decide(seen(failedAt(2)), t + 2 * hour, policy)).toMatchObject({ action: 'retry', error: '550 refused' });
    expect(decide(seen(failedAt(3)), t, policy)).toMatchObject({ action: 'final' });
    expect(decide(seen({ state: 'PROCESSING', leaseExpireTime: ts(t), retries: 3 }), t, policy)).toMatchObject({
      action: 'final',
    });
    expect(decide(seen(failedAt(0), t - day), t + 2 * hour, policy)).toMatchObject({ action: 'final' });
    expect(decide(seen({ state: 'RETRY' }, t - day, t), t + 10 * minute, policy)).toMatchObject({
      action: 'final',
    });
  });
});

type Expected = 'retry' | 'final' | 'none' | 'wait';
describe('retryFailedDeliveries (against the emulator)', { timeout: 60_000 }, () => {
  it('takes every document in every state and age past its deadline: none untouched over three passes', async () => {
    const db = await freshDb();
    const base = Date.now();
    const ts = (offset: number) => Timestamp.fromMillis(base + offset);
    // Every state the extension, the sweep or a person can leave, at several ages, and what a
    // person or a later extension might write. Ages of ERROR and PROCESSING come from their own
    // times; the others from the document's write times.
    const documents: Record<string, unknown> = {
      noDelivery: undefined,
      noState: { attempts: 1 },
      unknownState: { state: 'QUEUED' },
      nullState: { state: null },
      numberState: { state: 3 },
      notAMap: 'written by hand',
      pending: { state: 'PENDING', attempts: 0, startTime: ts(0) },
      retry: { state: 'RETRY', attempts: 1, retries: 1 },
      errorJustNow: { state: 'ERROR', attempts: 1, endTime: ts(0), error: 'ECONNREFUSED' },
      errorLastWeek: { state: 'ERROR', attempts: 1, endTime: ts(-7 * day), error: 'ECONNREFUSED' },
      errorAtLimit: { state: 'ERROR', attempts: 4, retries: policy.maxRetries, endTime: ts(-hour), error: '550' },
      processingDead: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(-20 * minute) },
      processingLive: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(2 * hour) },
      processingNoLease: { state: 'PROCESSING', attempts: 0 },
      success: { state: 'SUCCESS', attempts: 1, endTime: ts(0) },
      given: { state: finalState, attempts: 9, alert: { id: `${alertPrefix}given` } },
      [`${alertPrefix}old`]: { state: 'ERROR', attempts: 3, retries: policy.maxRetries, endTime: ts(-day) },
    };
    await seed(db, documents);
    const written = await writtenAt(db);

    // Three passes: after 11 minutes, after three days, after nine days (nothing delivers meanwhile).
    const passes: [number, Record<string, Expected>][] = [
      [
        written + 11 * minute,
        {
          noDelivery: 'retry',
          noState: 'retry',
          unknownState: 'retry',
          nullState: 'retry',
          numberState: 'retry',
          notAMap: 'retry',
          pending: 'retry',
          retry: 'retry',
          errorJustNow: 'retry',
          errorLastWeek: 'retry',
          errorAtLimit: 'final',
          processingDead: 'retry',
          processingLive: 'none',
          processingNoLease: 'retry',
          success: 'none',
          given: 'none',
          [`${alertPrefix}old`]: 'final',
        },
      ],
      [written + 3 * day, { processingLive: 'final' }],
      [written + 9 * day, {}],
    ];
    const table = { tried: 0, correct: 0, wrong: [] as string[] };
    for (const [index, [time, expected]] of passes.entries()) {
      const before = Object.fromEntries(
        (await collectionOf(db).get()).docs.map((snapshot) => [snapshot.id, snapshot.get('delivery.state')]),
      );
      const result = await retryFailedDeliveries(db, policy, new Date(time));
      expect(result.failed).toEqual([]);
      for (const [id, state] of Object.entries(before)) {
        // From the second pass, a document the first pass returned is past 24 hours: given up.
        const want: Expected =
          expected[id] ?? (index > 0 && state !== 'SUCCESS' && state !== finalState ? 'final' : 'none');
        const got: Expected = result.retried.includes(id)
          ? 'retry'
          : result.finalised.includes(id)
            ? 'final'
            : result.waiting.includes(id)
              ? 'wait'
              : 'none';
        table.tried += 1;
        if (got === want) table.correct += 1;
        else table.wrong.push(`pass ${index + 1}: ${id} (${state ?? 'no delivery'}) ${got}, expected ${want}`);
      }
    }
    expect(table.wrong).toEqual([]);
    // Untouched: anything neither delivered nor given up after the three passes.
    const states = (await collectionOf(db).get()).docs.map((snapshot) => [snapshot.id, snapshot.get('delivery.state')]);
    expect(states.filter(([, state]) => state !== 'SUCCESS' && state !== finalState)).toEqual([]);
    // One alert per given-up enquiry, none about an alert, none for what was delivered.
    const givenUp = Object.keys(documents).filter(
      (id) => id !== 'success' && id !== 'given' && !id.startsWith(alertPrefix),
    );
    const alerts = (await alertsOf(db)).map((snapshot) => snapshot.id).filter((id) => id !== `${alertPrefix}old`);
    expect(alerts.sort()).toEqual(givenUp.map((id) => `${alertPrefix}${id}-1`).sort());
    console.log(`Sweep table: ${table.tried} cases tried, ${table.correct} correct, ${table.wrong.length} wrong`);
  });

  it.each([
    ['no delivery', undefined, 0],
    ['a delivery without state or times', { attempts: 2 }, 2],
    ['a delivery that is no map', 'written by hand', 0],
  ])('a document with %s gets the extension’s start and TTL with its return', async (_, delivery, attempts) => {
    const db = await freshDb();
    await seed(db, { bare: delivery });
    const written = await writtenAt(db);
    expect(await retryFailedDeliveries(db, policy, new Date(written + 11 * minute))).toMatchObject({
      retried: ['bare'],
    });
    const stored = await deliveryOf(db, 'bare');
    expect(stored).toMatchObject({ state: 'RETRY', retries: 1, attempts, error: notTakenError });
    expect((stored.startTime as Timestamp).toMillis()).toBe(written);
    const expire = new Date(written);
    expire.setUTCFullYear(expire.getUTCFullYear() + 3);
    expect((stored.expireAt as Timestamp).toMillis()).toBe(expire.getTime());
  });

  it('returns an ERROR document once its jittered wait is over, with doubling waits', async () => {
    const db = await freshDb();
    const t0 = Date.now();
    const ref = collectionOf(db).doc('e1');
    await ref.set({ ...enquiry, delivery: { state: 'ERROR', attempts: 1, endTime: Timestamp.fromMillis(t0) } });
    const first = retryDelayMs(0, policy, jitterShare('e1', 0));
    expect(await retryFailedDeliveries(db, policy, new Date(t0 + first - 1))).toMatchObject({ waiting: ['e1'] });
    expect(await retryFailedDeliveries(db, policy, new Date(t0 + first))).toMatchObject({ retried: ['e1'] });
    expect(await deliveryOf(db, 'e1')).toMatchObject({ state: 'RETRY', retries: 1, attempts: 1 });
    // The extension failed again: the next wait is about twice as long.
    await ref.update({ 'delivery.state': 'ERROR', 'delivery.endTime': Timestamp.fromMillis(t0 + hour) });
    const second = retryDelayMs(1, policy, jitterShare('e1', 1));
    expect(second).toBeGreaterThanOrEqual(10 * minute);
    expect(await retryFailedDeliveries(db, policy, new Date(t0 + hour + second - 1))).toMatchObject({
      retried: [],
      waiting: ['e1'],
    });
    expect(await retryFailedDeliveries(db, policy, new Date(t0 + hour + second))).toMatchObject({ retried: ['e1'] });
  });

  it('takes at most maxPerPass documents a pass, the longest-waiting first; the rest come next', async () => {
    const db = await freshDb();
    const t0 = Date.now();
    // A flood of recent failures, and two older ones after them in the collection's order.
    const failed = (ago: number) => ({ state: 'ERROR', attempts: 1, endTime: Timestamp.fromMillis(t0 - ago) });
    await seed(db, {
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`flood${i}`, failed(minute)])),
      zOld1: failed(5 * hour),
      zOld2: failed(5 * hour),
    });
    const small = { ...policy, maxPerPass: 3 };
    const first = await retryFailedDeliveries(db, small, new Date(t0 + hour));
    expect(first.retried.slice(0, 2).sort()).toEqual(['zOld1', 'zOld2']);
    expect(first.retried).toHaveLength(3);
    expect(first.deferred).toHaveLength(5);
    const second = await retryFailedDeliveries(db, small, new Date(t0 + hour));
    expect(second.retried).toHaveLength(3);
    expect(second.retried.some((id) => first.retried.includes(id))).toBe(false);
  });

  it('two passes at once give a document up once and write one alert, quoting nothing the visitor wrote and no address', async () => {
    const db = await freshDb();
    const ref = collectionOf(db).doc('e2');
    const t0 = Date.now();
    const error = 'Error: Message failed: 550 5.1.1 <enquiries@nexoform.example>: Recipient address rejected';
    await ref.set({
      ...enquiry,
      delivery: { state: 'ERROR', attempts: 4, retries: policy.maxRetries, endTime: Timestamp.fromMillis(t0), error },
    });
    const passes = await Promise.all([
      retryFailedDeliveries(db, policy, new Date(t0 + 2 * hour)),
      retryFailedDeliveries(db, policy, new Date(t0 + 2 * hour)),
    ]);
    expect(passes.flatMap((pass) => pass.finalised)).toEqual(['e2']);
    expect(passes.flatMap((pass) => pass.alerted)).toEqual(['e2']);
    const alerts = await alertsOf(db);
    expect(alerts.map((alert) => alert.id)).toEqual([`${alertPrefix}e2-1`]);
    const alert = alerts[0]?.data();
    expect(alert?.to).toEqual([policy.alertTo]);
    expect(alert?.message.text).toContain(`${mailCollection}/e2`);
    expect(alert?.message.text).not.toContain('Grace');
    expect(alert?.message.text).toContain('550 5.1.1 <[address]>: Recipient address rejected');
    expect(alert?.message.text).not.toContain('@');
    expect(await deliveryOf(db, 'e2')).toMatchObject({ state: finalState, alert: { id: `${alertPrefix}e2-1` } });
    // Given up is final: later passes leave it, and write no second alert.
    const later = await retryFailedDeliveries(db, policy, new Date(t0 + 30 * day));
    expect(later.finalised).not.toContain('e2');
    expect(await alertsOf(db)).toHaveLength(1);
  });

  it('an alert that cannot be written holds up nothing and is reported', async () => {
    const db = await freshDb();
    const t0 = Date.now();
    await seed(db, {
      e3: { state: 'ERROR', attempts: 4, retries: policy.maxRetries, endTime: Timestamp.fromMillis(t0) },
      e4: { state: 'ERROR', attempts: 1, endTime: Timestamp.fromMillis(t0) },
    });
    const create = vi.spyOn(DocumentReference.prototype, 'create').mockRejectedValue(new Error('quota exceeded'));
    try {
      const pass = await retryFailedDeliveries(db, policy, new Date(t0 + hour));
      expect(pass).toMatchObject({ retried: ['e4'], finalised: ['e3'], alerted: [] });
      expect(pass.alertsUndelivered).toEqual([{ id: 'e3', reason: expect.stringContaining('quota exceeded') }]);
    } finally {
      create.mockRestore();
    }
    expect(await deliveryOf(db, 'e3')).toMatchObject({ state: finalState });
  });
});

describe('the sweep over time (its own clock)', { timeout: 60_000 }, () => {
  it('ends every document, whatever its delivery, in a final state, given up at the failure after the last return', async () => {
    const db = await freshDb();
    const starts: Record<string, unknown> = {
      failing: { state: 'ERROR', attempts: 1, error: 'ECONNREFUSED' },
      untaken: undefined,
      unknownState: { state: 'QUEUED' },
      noState: {},
      notAMap: 'written by hand',
    };
    await seed(db, starts);
    const t0 = await writtenAt(db);
    await collectionOf(db)
      .doc('failing')
      .update({ 'delivery.endTime': Timestamp.fromMillis(t0) });
    // A pass every 5 minutes, until one has nothing left to return or wait for; between passes
    // the extension takes every returned document and fails it at once (the SMTP server refuses
    // everything).
    const lastFailure = new Map<string, number>();
    let time = t0;
    for (let pass = 0; pass < 60; pass++) {
      time += 5 * minute;
      const result = await retryFailedDeliveries(db, policy, new Date(time));
      if (result.retried.length + result.waiting.length + result.deferred.length + result.failed.length === 0) break;
      const returned = await collectionOf(db).where('delivery.state', '==', 'RETRY').get();
      await Promise.all(
        returned.docs.map((snapshot) => {
          lastFailure.set(snapshot.id, time);
          return snapshot.ref.update({
            'delivery.state': 'ERROR',
            'delivery.endTime': Timestamp.fromMillis(time),
            'delivery.attempts': (snapshot.get('delivery.attempts') ?? 0) + 1,
          });
        }),
      );
    }
    const ended = Object.fromEntries(
      (await collectionOf(db).get()).docs
        .filter((snapshot) => !snapshot.id.startsWith(alertPrefix))
        .map((snapshot) => [snapshot.id, snapshot.get('delivery')]),
    );
    for (const [id, delivery] of Object.entries(ended)) {
      expect({ id, state: delivery.state, retries: delivery.retries }).toEqual({
        id,
        state: finalState,
        retries: policy.maxRetries,
      });
      // Given up at the first pass after its last failure: no backoff after the last return.
      expect((delivery.failedTime as Timestamp).toMillis() - (lastFailure.get(id) ?? 0)).toBe(5 * minute);
    }
    // About 5 + 10 + 20 minutes of waits (each up to 20% longer) after the first failure.
    const failing = (ended.failing.failedTime as Timestamp).toMillis() - t0;
    expect(failing).toBeGreaterThanOrEqual(35 * minute);
    expect(failing).toBeLessThanOrEqual((35 * 1.2 + 4 * 5) * minute);
    expect((await alertsOf(db)).map((alert) => alert.id).sort()).toEqual(
      Object.keys(starts)
        .map((id) => `${alertPrefix}${id}-1`)
        .sort(),
    );
  });

  it('a document given up again gets an alert of its own; an alert id taken already is reported, never counted as sent', async () => {
    const db = await freshDb();
    const t0 = Date.now();
    const failed = { state: 'ERROR', attempts: 4, retries: policy.maxRetries, endTime: Timestamp.fromMillis(t0) };
    await seed(db, { e6: failed, e7: failed });
    await collectionOf(db)
      .doc(`${alertPrefix}e7-1`)
      .set({ to: [policy.alertTo], message: { text: 'left over' } });
    const first = await retryFailedDeliveries(db, policy, new Date(t0 + minute));
    expect(first).toMatchObject({ finalised: ['e6', 'e7'], alerted: ['e6'] });
    expect(first.alertsUndelivered).toEqual([{ id: 'e7', reason: expect.stringContaining(`${alertPrefix}e7-1`) }]);
    // The alert says: once the cause is fixed, set the state to RETRY. It fails again.
    await collectionOf(db)
      .doc('e6')
      .update({ 'delivery.state': 'ERROR', 'delivery.endTime': Timestamp.fromMillis(t0 + hour) });
    expect(await retryFailedDeliveries(db, policy, new Date(t0 + hour + minute))).toMatchObject({ alerted: ['e6'] });
    const alerts = (await alertsOf(db)).map((alert) => alert.id);
    expect(alerts.filter((id) => id.startsWith(`${alertPrefix}e6`)).sort()).toEqual([
      `${alertPrefix}e6-1`,
      `${alertPrefix}e6-2`,
    ]);
  });

  it('alerts once a day when the day’s documents pass the threshold', async () => {
    const db = await freshDb();
    const now = Date.parse('2026-03-02T15:00:00Z');
    const started = (at: number) => ({
      ...enquiry,
      delivery: { state: 'SUCCESS', startTime: Timestamp.fromMillis(at) },
    });
    const batch = db.batch();
    for (let i = 0; i < 4; i++) batch.set(collectionOf(db).doc(`today${i}`), started(now - i * hour));
    await batch.set(collectionOf(db).doc('yesterday'), started(now - day)).commit();
    const small = { ...policy, dailyAlertThreshold: 4 };
    expect((await retryFailedDeliveries(db, small, new Date(now))).today).toEqual({ count: 4, alert: null });
    await collectionOf(db).doc('today4').set(started(now));
    const passes = [
      await retryFailedDeliveries(db, small, new Date(now + minute)),
      await retryFailedDeliveries(db, small, new Date(now + 2 * minute)),
    ];
    expect(passes.map((pass) => pass.today)).toEqual([
      { count: 5, alert: `${alertPrefix}volume-2026-03-02` },
      { count: 5, alert: null },
    ]);
    const alerts = await alertsOf(db);
    expect(alerts.map((alert) => alert.id)).toEqual([`${alertPrefix}volume-2026-03-02`]);
    expect(alerts[0]?.data()).toMatchObject({
      to: [policy.alertTo],
      message: { text: expect.stringContaining('5 e-mail') },
    });
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
      await collectionOf(db).doc('e5').set(enquiry);
      await vi.waitFor(async () => expect((await deliveryOf(db, 'e5'))?.state).toBe('ERROR'), {
        timeout: 30_000,
        interval: 100,
      });
      const down = await deliveryOf(db, 'e5');
      const mailDev = await startMailDev({ smtpPort, webPort: await freePort() });
      try {
        const endTime = (down.endTime as Timestamp).toMillis();
        const pass = await retryFailedDeliveries(db, policy, new Date(endTime + retryDelayMs(0, policy, 1)));
        expect(pass.retried).toEqual(['e5']);
        await vi.waitFor(async () => expect((await deliveryOf(db, 'e5'))?.state).toBe('SUCCESS'), {
          timeout: 30_000,
          interval: 100,
        });
        expect(await deliveryOf(db, 'e5')).toMatchObject({ attempts: 2, retries: 1 });
        const emails = (await (await fetch(`${mailDev.url}/email`)).json()) as { messageId: string }[];
        expect(emails.map((email) => `<${email.messageId}>`)).toEqual([messageIdFor('e5', 'nexoform.example')]);
      } finally {
        await mailDev.stop();
      }
    } finally {
      await relay.stop();
    }
  });
});
