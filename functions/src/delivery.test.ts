/**
 * The delivery sweep of the scheduled function, against the run's Firestore emulator with firebase-admin (as deployed),
 * at chosen times; and end to end with the local relay standing in for the extension (ERROR left alone, RETRY taken),
 * so a failed enquiry is delivered once the inbox is back.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { DocumentReference, GeoPoint, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { firebaseJson } from '../../scripts/build/hosting.mjs';
import { extensionParams, messageIdFor, startMailRelay } from '../../scripts/local/mail-relay.mjs';
import { startMailDev } from '../../scripts/local/maildev.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { alertPrefix, decide, finalState, jitterShare, leaseExpiredError, notTakenError } from './delivery';
import { retryDelayMs, retryFailedDeliveries, withoutAddresses, type RetryPolicy } from './delivery';
import { alertUndeliveredEvent, expireAfterYears, mailCollection, report, timing } from './deliverySchedule';
import { retryFailedDeliveries as scheduled } from './deliverySchedule';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test` (tests/support/test.mjs).');

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const policy: RetryPolicy = {
  ...{ collection: mailCollection, maxRetries: 3, baseDelayMs: 5 * minute, maxDelayMs: 60 * minute, jitter: 0.2 },
  ...{ stuckAfterMs: 10 * minute, giveUpAfterMs: day, maxPerPass: 50, expireAfterYears: 3 },
  ...{ alertTo: 'fallback@nexoform.example', dailyAlertThreshold: 1000 },
};
const text =
  'Name: Grace Hopper\nCompany: Compiler Co\nEmail: grace@compiler.example\nPhone: +1 713 555 0100\nNature of enquiry: 40MW.';
/** An e-mail document as the form writes it (the sweep reads only its `delivery`). */
const enquiry = { to: ['enquiries@nexoform.example'], message: { subject: 'New contact request', text } };
const ts = (ms: number) => Timestamp.fromMillis(ms);
/** An ERROR at `at`, after `retries` returns (none recorded when 0). */
const failed = (at: number, retries = 0, attempts = retries + 1) =>
  Object.assign({ state: 'ERROR', attempts, endTime: ts(at) }, retries ? { retries } : {});

const apps: App[] = [];
let projects = 0;
/** A project of its own in the emulator, emptied first. */
async function freshDb(projectId = `demo-sweep-${++projects}-${process.pid}`): Promise<Firestore> {
  const documents = `http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await fetch(documents, { method: 'DELETE' });
  apps.push(initializeApp({ projectId }, projectId));
  return getFirestore(apps.at(-1)!);
}
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));
/** A fresh project, and the time its test starts from. */
const freshStart = async () => ({ db: await freshDb(), t0: Date.now() });

const collectionOf = (db: Firestore) => db.collection(mailCollection);
const docOf = (db: Firestore, id: string) => collectionOf(db).doc(id);
const docsOf = async (db: Firestore) => (await collectionOf(db).get()).docs;
const sweep = (db: Firestore, at: number, chosen = policy) => retryFailedDeliveries(db, chosen, new Date(at));
/** Writes each enquiry under its id in one batch, with its `delivery` when it has one. */
async function seed(db: Firestore, deliveries: Record<string, unknown>) {
  const batch = db.batch();
  for (const [id, delivery] of Object.entries(deliveries))
    batch.set(docOf(db, id), { ...enquiry, ...(delivery ? { delivery } : {}) });
  await batch.commit();
}
const deliveryOf = async (db: Firestore, id: string) => (await docOf(db, id).get()).data()?.delivery;
const setDelivery = (db: Firestore, id: string, fields: Record<string, unknown>) =>
  docOf(db, id).update(Object.fromEntries(Object.entries(fields).map(([key, value]) => [`delivery.${key}`, value])));
/** The documents' createTime, the latest: the clock every pass is counted from. */
const writtenAt = async (db: Firestore) => Math.max(...(await docsOf(db)).map((doc) => doc.createTime.toMillis()));
const alertsOf = async (db: Firestore) => (await docsOf(db)).filter((doc) => doc.id.startsWith(alertPrefix));
/** Every document's id and `delivery.state`. */
const statesOf = async (db: Firestore) =>
  (await docsOf(db)).map((doc): [string, unknown] => [doc.id, doc.get('delivery.state')]);
const alertIds = async (db: Firestore) => (await alertsOf(db)).map((alert) => alert.id).sort();
/** The id of the alert about a document's first give-up. */
const firstAlert = (id: string) => `${alertPrefix}${id}-1`;

describe('the scheduled function', () => {
  it('reads the collection the extension sends from, and stamps its expiry', () => {
    expect(extensionParams()).toMatchObject({
      MAIL_COLLECTION: mailCollection,
      TTL_EXPIRE_TYPE: 'year',
      TTL_EXPIRE_VALUE: String(expireAfterYears),
    });
  });

  it('is deployed from functions/ as the bundle in lib/, on the Node version its package.json names', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const [entry] = firebaseJson({ 'style-src': [], 'script-src': [] }).functions;
    expect(entry).toMatchObject({ source: 'functions', runtime: `nodejs${manifest.engines.node}` });
    expect(manifest.main).toBe('lib/index.js');
    expect(readFileSync(new URL('./index.ts', import.meta.url), 'utf8')).toContain("from './deliverySchedule.js'");
    // The same ranges as the root, which the tests run with.
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    for (const name of ['firebase-admin', 'firebase-functions'])
      expect(manifest.dependencies[name]).toBe(root.devDependencies[name]);
  });

  it('runs every five minutes on Functions v2, in the database’s region, within the deadlines it promises', () => {
    expect((scheduled as unknown as { __endpoint: unknown }).__endpoint).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every 5 minutes' },
    });
    expect(timing.baseDelayMs).toBeLessThan(timing.maxDelayMs);
    expect(timing.stuckAfterMs).toBeLessThanOrEqual(10 * minute);
    expect(timing.giveUpAfterMs).toBe(day);
  });

  it('logs an alert that cannot reach its person as a structured entry of severity ERROR', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const c = `${alertPrefix}c`;
    const result = {
      ...{ retried: ['a'], finalised: ['b', c], alerted: ['b'], waiting: [], deferred: [], failed: [] },
      alertsUndelivered: [{ id: c, reason: 'the alert itself was not delivered: 550' }],
      today: { count: 60, alert: `${alertPrefix}volume-2026-03-02` },
    };
    report(result, log);
    const entries = Object.entries(log).flatMap(([level, { mock }]) =>
      mock.calls.map(([message, data]) => ({ level, message, data })),
    );
    const levelOf = (event: string) => entries.filter((entry) => entry.data?.event === event);
    const data = { event: alertUndeliveredEvent, id: c, reason: expect.stringContaining('550') };
    expect(levelOf(alertUndeliveredEvent)).toEqual([{ level: 'error', message: expect.stringContaining(c), data }]);
    expect(levelOf('enquiry-given-up')).toMatchObject([{ level: 'error' }]);
    expect(levelOf('enquiry-daily-volume')).toMatchObject([{ level: 'warn' }]);
  });
});

describe('decide', () => {
  const t = Date.parse('2026-03-02T09:00:00Z');
  const seen = (delivery?: object, createTime = t, updateTime = createTime) => ({
    ...{ id: 'AbCdEfGhIjKlMnOpQrSt', delivery, createTime, updateTime },
  });

  // Each address is in braces: the error as sent has none, and each address is `[address]` in the result.
  it.each([
    '550 5.1.1 <{ada@analytical.example}>: Recipient address rejected',
    'Invalid login: 535 Authentication failed for {website@nexoform.example}',
    'RCPT TO:<{a.b+c@x.example}> and from=<{"d"@y.example}>',
    'ECONNREFUSED 127.0.0.1:465',
  ])('takes the addresses out of an error: %s', (marked) => {
    expect(withoutAddresses(marked.replace(/[{}]/g, ''))).toBe(marked.replace(/\{[^}]*\}/g, '[address]'));
  });

  it('doubles the wait per return, up to the longest, each longer by its own share of the jitter', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy) / minute)).toEqual([5, 10, 20, 40, 60, 60]);
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

  it('returns a PROCESSING document whose lease expired (its function died) after the wait for a failure; gives up at the failure after maxRetries returns, not a backoff later, or at 24 hours old, whatever the count', () => {
    const failedAt = (retries: number) => ({ ...failed(t, retries), error: '550 refused' });
    const dead = seen({ state: 'PROCESSING', leaseExpireTime: ts(t) });
    const wait = retryDelayMs(0, policy, jitterShare(seen().id, 0));
    const cases: [ReturnType<typeof seen>, number, object][] = [
      [dead, t + wait - 1, { action: 'wait' }],
      [dead, t + wait, { action: 'retry', error: leaseExpiredError }],
      [seen(failedAt(2)), t, { action: 'wait' }],
      [seen(failedAt(2)), t + 2 * hour, { action: 'retry', error: '550 refused' }],
      [seen(failedAt(3)), t, { action: 'final' }],
      [seen({ state: 'PROCESSING', leaseExpireTime: ts(t), retries: 3 }), t, { action: 'final' }],
      [seen(failedAt(0), t - day), t + 2 * hour, { action: 'final' }],
      [seen({ state: 'RETRY' }, t - day, t), t + 10 * minute, { action: 'final' }],
    ];
    for (const [document, now, decision] of cases) expect(decide(document, now, policy)).toMatchObject(decision);
  });
});

type Expected = 'retry' | 'final' | 'none' | 'wait';
describe('retryFailedDeliveries (against the emulator)', { timeout: 60_000 }, () => {
  it('takes every document in every state and age past its deadline: none untouched over three passes', async () => {
    const { db, t0: base } = await freshStart();
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
      pending: { state: 'PENDING', attempts: 0, startTime: ts(base) },
      retry: { state: 'RETRY', attempts: 1, retries: 1 },
      errorJustNow: { ...failed(base), error: 'ECONNREFUSED' },
      errorLastWeek: { ...failed(base - 7 * day), error: 'ECONNREFUSED' },
      errorAtLimit: { ...failed(base - hour, policy.maxRetries, 4), error: '550' },
      processingDead: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(base - 20 * minute) },
      processingLive: { state: 'PROCESSING', attempts: 0, leaseExpireTime: ts(base + 2 * hour) },
      processingNoLease: { state: 'PROCESSING', attempts: 0 },
      success: { state: 'SUCCESS', attempts: 1, endTime: ts(base) },
      given: { state: finalState, attempts: 9, alert: { id: `${alertPrefix}given` } },
      [`${alertPrefix}old`]: failed(base - day, policy.maxRetries, 3),
    };
    await seed(db, documents);
    const written = await writtenAt(db);
    const left = { processingLive: 'none', success: 'none', given: 'none' } as const;
    const first = Object.fromEntries(Object.keys(documents).map((id): [string, Expected] => [id, 'retry']));
    // Three passes: after 11 minutes, after three days, after nine days (nothing delivers meanwhile).
    const passes: [number, Record<string, Expected>][] = [
      [written + 11 * minute, { ...first, ...left, errorAtLimit: 'final', [`${alertPrefix}old`]: 'final' }],
      [written + 3 * day, { processingLive: 'final' }],
      [written + 9 * day, {}],
    ];
    const wrong: string[] = [];
    for (const [index, [time, expected]] of passes.entries()) {
      const before = await statesOf(db);
      const result = await sweep(db, time);
      expect(result.failed).toEqual([]);
      const outcomes = { retry: result.retried, final: result.finalised, wait: result.waiting };
      for (const [id, state] of before) {
        // From the second pass, a document the first pass returned is past 24 hours: given up.
        const want = expected[id] ?? (index > 0 && state !== 'SUCCESS' && state !== finalState ? 'final' : 'none');
        const got = Object.entries(outcomes).find(([, ids]) => ids.includes(id))?.[0] ?? 'none';
        if (got !== want) wrong.push(`pass ${index + 1}: ${id} (${state ?? 'no delivery'}) ${got}, expected ${want}`);
      }
      // A document the extension never initialised gets its start and TTL with its return.
      for (const [id, attempts] of Object.entries(index === 0 ? { noDelivery: 0, noState: 1, notAMap: 0 } : {})) {
        const snapshot = await docOf(db, id).get();
        expect(snapshot.get('delivery')).toMatchObject({ state: 'RETRY', retries: 1, attempts, error: notTakenError });
        const [start, expire] = ['startTime', 'expireAt'].map((field) => snapshot.get(`delivery.${field}`).toDate());
        expect(start).toEqual(new Date(snapshot.createTime!.toMillis()));
        expect(expire).toEqual(new Date(start.setUTCFullYear(start.getUTCFullYear() + 3)));
      }
    }
    expect(wrong).toEqual([]);
    expect((await statesOf(db)).filter(([, state]) => state !== 'SUCCESS' && state !== finalState)).toEqual([]);
    // One alert per given-up enquiry, none about an alert, none for what was delivered.
    const givenUp = Object.keys(documents).filter((id) => !['success', 'given', `${alertPrefix}old`].includes(id));
    expect((await alertIds(db)).filter((id) => id !== `${alertPrefix}old`)).toEqual(givenUp.map(firstAlert).sort());
  });

  it('counts a `delivery` that is an object but no map, typed in the console later, as none: its wait runs from the creation', async () => {
    const { db, t0 } = await freshStart();
    const typed = { timestamp: ts(t0), geoPoint: new GeoPoint(50, 4), reference: docOf(db, 'elsewhere') };
    await seed(db, Object.fromEntries(Object.keys(typed).map((id) => [id, undefined])));
    const batch = db.batch();
    for (const [id, delivery] of Object.entries(typed)) batch.update(docOf(db, id), { delivery });
    await batch.commit();
    const [snapshot] = await docsOf(db);
    const created = snapshot!.createTime.toMillis();
    expect(snapshot!.updateTime.toMillis()).toBeGreaterThan(created);
    const pass = await sweep(db, created + policy.stuckAfterMs);
    expect(pass.retried.sort()).toEqual(Object.keys(typed).sort());
    for (const id of Object.keys(typed))
      expect(await deliveryOf(db, id)).toMatchObject({ state: 'RETRY', retries: 1, attempts: 0, error: notTakenError });
  });

  it('returns an ERROR document once its jittered wait is over, with doubling waits', async () => {
    const { db, t0 } = await freshStart();
    await seed(db, { e1: { state: 'ERROR', attempts: 1, endTime: ts(t0) } });
    const first = retryDelayMs(0, policy, jitterShare('e1', 0));
    expect(await sweep(db, t0 + first - 1)).toMatchObject({ waiting: ['e1'] });
    expect(await sweep(db, t0 + first)).toMatchObject({ retried: ['e1'] });
    expect(await deliveryOf(db, 'e1')).toMatchObject({ state: 'RETRY', retries: 1, attempts: 1 });
    // The extension failed again: the next wait is about twice as long.
    await setDelivery(db, 'e1', { state: 'ERROR', endTime: ts(t0 + hour) });
    const second = retryDelayMs(1, policy, jitterShare('e1', 1));
    expect(second).toBeGreaterThanOrEqual(10 * minute);
    expect(await sweep(db, t0 + hour + second - 1)).toMatchObject({ retried: [], waiting: ['e1'] });
    expect(await sweep(db, t0 + hour + second)).toMatchObject({ retried: ['e1'] });
  });

  it('takes at most maxPerPass documents a pass, the longest-waiting first; the rest come next', async () => {
    const { db, t0 } = await freshStart();
    // A flood of recent failures, and two older ones after them in the collection's order.
    const flood = Array.from({ length: 6 }, (_, i) => [`flood${i}`, failed(t0 - minute)]);
    await seed(db, { ...Object.fromEntries(flood), zOld1: failed(t0 - 5 * hour), zOld2: failed(t0 - 5 * hour) });
    const small = { ...policy, maxPerPass: 3 };
    const first = await sweep(db, t0 + hour, small);
    expect(first.retried.slice(0, 2).sort()).toEqual(['zOld1', 'zOld2']);
    expect([first.retried.length, first.deferred.length]).toEqual([3, 5]);
    const second = await sweep(db, t0 + hour, small);
    expect(second.retried).toHaveLength(3);
    expect(second.retried.some((id) => first.retried.includes(id))).toBe(false);
  });

  it('two passes at once give a document up once and write one alert, quoting nothing the visitor wrote and no address', async () => {
    const { db, t0 } = await freshStart();
    const error = 'Error: Message failed: 550 5.1.1 <enquiries@nexoform.example>: Recipient address rejected';
    await seed(db, { e2: { ...failed(t0, policy.maxRetries, 4), error } });
    const passes = await Promise.all([sweep(db, t0 + 2 * hour), sweep(db, t0 + 2 * hour)]);
    expect(passes.flatMap((pass) => pass.finalised)).toEqual(['e2']);
    expect(passes.flatMap((pass) => pass.alerted)).toEqual(['e2']);
    const alerts = await alertsOf(db);
    expect(alerts.map((alert) => alert.id)).toEqual([firstAlert('e2')]);
    const { to, message } = alerts[0]!.data();
    expect(to).toEqual([policy.alertTo]);
    expect(message.text).toContain(`${mailCollection}/e2`);
    expect(message.text).toContain('550 5.1.1 <[address]>: Recipient address rejected');
    expect(message.text).not.toMatch(/Grace|@/);
    expect(await deliveryOf(db, 'e2')).toMatchObject({ state: finalState, alert: { id: firstAlert('e2') } });
    // Given up is final: later passes leave it, and write no second alert.
    expect((await sweep(db, t0 + 30 * day)).finalised).not.toContain('e2');
    expect(await alertsOf(db)).toHaveLength(1);
  });

  it('an alert that cannot be written holds up nothing and is reported', async () => {
    const { db, t0 } = await freshStart();
    await seed(db, { e3: failed(t0, policy.maxRetries, 4), e4: failed(t0) });
    const create = vi.spyOn(DocumentReference.prototype, 'create').mockRejectedValue(new Error('quota exceeded'));
    onTestFinished(() => create.mockRestore());
    const pass = await sweep(db, t0 + hour);
    expect(pass).toMatchObject({ retried: ['e4'], finalised: ['e3'], alerted: [] });
    expect(pass.alertsUndelivered).toEqual([{ id: 'e3', reason: expect.stringContaining('quota exceeded') }]);
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
    await setDelivery(db, 'failing', { endTime: ts(t0) });
    // A pass every 5 minutes, until one has nothing left to return or wait for; between passes the extension takes
    // every returned document and fails it at once (the SMTP server refuses everything).
    const lastFailure = new Map<string, number>();
    for (let pass = 0, time = t0 + 5 * minute; pass < 60; pass++, time += 5 * minute) {
      const result = await sweep(db, time);
      if (result.retried.length + result.waiting.length + result.deferred.length + result.failed.length === 0) break;
      for (const returned of (await collectionOf(db).where('delivery.state', '==', 'RETRY').get()).docs) {
        lastFailure.set(returned.id, time);
        const attempts = (returned.get('delivery.attempts') ?? 0) + 1;
        await setDelivery(db, returned.id, { state: 'ERROR', endTime: ts(time), attempts });
      }
    }
    const enquiries = (await docsOf(db)).filter((doc) => !doc.id.startsWith(alertPrefix));
    const ended = Object.fromEntries(enquiries.map((doc) => [doc.id, doc.get('delivery')]));
    for (const [id, { state, retries, failedTime }] of Object.entries(ended)) {
      expect({ id, state, retries }).toEqual({ id, state: finalState, retries: policy.maxRetries });
      // Given up at the first pass after its last failure: no backoff after the last return.
      expect((failedTime as Timestamp).toMillis() - (lastFailure.get(id) ?? 0)).toBe(5 * minute);
    }
    // About 5 + 10 + 20 minutes of waits (each up to 20% longer) after the first failure.
    const failing = (ended.failing.failedTime as Timestamp).toMillis() - t0;
    expect(failing).toBeGreaterThanOrEqual(35 * minute);
    expect(failing).toBeLessThanOrEqual((35 * 1.2 + 4 * 5) * minute);
    expect(await alertIds(db)).toEqual(Object.keys(starts).map(firstAlert).sort());
  });

  it('a document given up again gets an alert of its own; an alert id taken already is reported, never counted as sent', async () => {
    const { db, t0 } = await freshStart();
    await seed(db, { e6: failed(t0, policy.maxRetries, 4), e7: failed(t0, policy.maxRetries, 4) });
    await docOf(db, firstAlert('e7')).set({ to: [policy.alertTo], message: { text: 'left over' } });
    const first = await sweep(db, t0 + minute);
    expect(first).toMatchObject({ finalised: ['e6', 'e7'], alerted: ['e6'] });
    expect(first.alertsUndelivered).toEqual([{ id: 'e7', reason: expect.stringContaining(firstAlert('e7')) }]);
    // The alert says: once the cause is fixed, set the state to RETRY. It fails again.
    await setDelivery(db, 'e6', { state: 'ERROR', endTime: ts(t0 + hour) });
    expect(await sweep(db, t0 + hour + minute)).toMatchObject({ alerted: ['e6'] });
    expect((await alertIds(db)).filter((id) => id.startsWith(`${alertPrefix}e6`))).toEqual(
      [1, 2].map((n) => `${alertPrefix}e6-${n}`),
    );
  });

  it('alerts once a day when the day’s documents pass the threshold', async () => {
    const db = await freshDb();
    const now = Date.parse('2026-03-02T15:00:00Z');
    const started = (at: number) => ({ state: 'SUCCESS', startTime: ts(at) });
    await seed(db, {
      ...Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`today${i}`, started(now - i * hour)])),
      yesterday: started(now - day),
    });
    const small = { ...policy, dailyAlertThreshold: 4 };
    expect((await sweep(db, now, small)).today).toEqual({ count: 4, alert: null });
    await seed(db, { today4: started(now) });
    const passes = [await sweep(db, now + minute, small), await sweep(db, now + 2 * minute, small)];
    const volume = `${alertPrefix}volume-2026-03-02`;
    expect(passes.map((pass) => pass.today)).toEqual([volume, null].map((alert) => ({ count: 5, alert })));
    const alerts = (await alertsOf(db)).map((alert) => [alert.id, alert.data()]);
    expect(alerts).toMatchObject([
      [volume, { to: [policy.alertTo], message: { text: expect.stringContaining('5 e-mail') } }],
    ]);
  });
});

describe('with the local relay as the extension', { timeout: 60_000 }, () => {
  it('an enquiry that failed while the inbox was down is delivered once after the sweep returns it', async () => {
    const projectId = `demo-sweep-relay-${process.pid}`;
    const db = await freshDb(projectId);
    const smtpPort = await freePort();
    // As the extension: ERROR stays ERROR until something sets RETRY.
    const relay = startMailRelay({
      ...{ emulatorHost: emulator, projectId, smtp: { port: smtpPort } },
      ...{ retryErrors: false, pollMs: 100, log: () => {} },
    });
    const waiting = { timeout: 30_000, interval: 100 };
    const stateIs = (state: string) =>
      vi.waitFor(async () => expect((await deliveryOf(db, 'e5'))?.state).toBe(state), waiting);
    onTestFinished(() => relay.stop());
    // Nothing listens on the inbox's port yet.
    await seed(db, { e5: undefined });
    await stateIs('ERROR');
    const down = await deliveryOf(db, 'e5');
    const mailDev = await startMailDev({ smtpPort, webPort: await freePort() });
    onTestFinished(() => mailDev.stop());
    const pass = await sweep(db, (down.endTime as Timestamp).toMillis() + retryDelayMs(0, policy, 1));
    expect(pass.retried).toEqual(['e5']);
    await stateIs('SUCCESS');
    expect(await deliveryOf(db, 'e5')).toMatchObject({ attempts: 2, retries: 1 });
    const emails = (await (await fetch(`${mailDev.url}/email`)).json()) as { messageId: string }[];
    expect(emails.map((email) => `<${email.messageId}>`)).toEqual([messageIdFor('e5', 'nexoform.example')]);
  });
});
