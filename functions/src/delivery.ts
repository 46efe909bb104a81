/**
 * What the Trigger Email extension does not do: make sure every e-mail document ends delivered or
 * given up, and tell a person about the ones given up (docs/decisions.md, "Enquiry e-mail", D72).
 * In the pinned extension a document can wait for ever in many ways: `ERROR` (it never retries),
 * `PROCESSING` under an expired lease (its function died), `PENDING` or `RETRY` whose trigger
 * failed or was lost (its `initialize()` runs outside its error handling and the trigger has no
 * retry policy), no `delivery` at all (the first trigger failed), and whatever a person or a later
 * extension may write: a state it does not know, no state, a `delivery` that is no map. This sweep
 * takes every document not `SUCCESS` nor given up once it has waited past its deadline, and
 * returns it to the extension with `delivery.state: 'RETRY'`, the extension's documented retry.
 * At the failure after `maxRetries` returns, or once the document is `giveUpAfterMs` old, it sets
 * the final state `FAILED` (which the extension leaves alone, as any state it does not know) and
 * writes an alert of its own. It also counts the day's documents and alerts once a day when they
 * pass `dailyAlertThreshold`.
 *
 * Its own fields live inside `delivery`, which the extension updates field by field, so they
 * survive its writes: `retries` (returns so far), `retryTime` (the last), `failedTime` (the
 * final state's time), `givenUp` (how often) and `alert` (the last alert document's id). Pure
 * apart from the Firestore instance and the clock it is given, so it is tested against the
 * emulator at any time.
 */
import {
  GrpcStatus,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';

export type RetryPolicy = {
  /** The extension's MAIL_COLLECTION. */
  collection: string;
  /** Returns to the extension before the document is given up. */
  maxRetries: number;
  /** The wait after a failure before the first return; each further return waits twice the one before. */
  baseDelayMs: number;
  /** The longest wait after a failure. */
  maxDelayMs: number;
  /** How long a document may sit with no `delivery`, or `PENDING` or `RETRY`, before it counts as lost. */
  stuckAfterMs: number;
  /** Age (from the document's creation) after which a document not delivered is given up. */
  giveUpAfterMs: number;
  /** Documents handled in one pass, the longest-waiting first; the rest wait for the next pass. */
  maxPerPass: number;
  /** Each wait after a failure is longer by up to this share, per document, so a flood spreads out. */
  jitter: number;
  /** The extension's expiry (TTL_EXPIRE_VALUE years), stamped on a document the extension never initialised. */
  expireAfterYears: number;
  /** Where the alert goes: a person who can act on an undelivered enquiry. */
  alertTo: string;
  /** More documents than this in one day (UTC, by `delivery.startTime`) is worth one alert that day. */
  dailyAlertThreshold: number;
};

/** The extension's own error text for a lease that expired (its processWrite). */
export const leaseExpiredError = 'Message processing lease expired.';
/** The error recorded when the extension did not take a document in time. */
export const notTakenError = 'Not taken by the e-mail extension in time.';
/** The final state: the sweep gave the document up and alerted once; nothing touches it again. */
export const finalState = 'FAILED';

/**
 * Alert documents' ids start with this. A visitor's document id is 20 letters and digits
 * (firestore.rules), so no visitor can take an alert's id.
 */
export const alertPrefix = 'delivery-alert-';

/** The states that are done; every other document is the sweep's to look at. */
const doneStates = ['SUCCESS', finalState];

/** One document as the sweep sees it: its id, its `delivery` and Firestore's own times. */
export type Observed = { id: string; delivery: DocumentData | undefined; createTime: number; updateTime: number };

export type Decision =
  | { action: 'none' }
  | { action: 'wait'; due: number }
  | { action: 'retry' | 'final'; due: number; error: string | null };

/** A share in [0, 1) fixed by the document and its returns, so a decision is the same on every pass. */
export function jitterShare(id: string, retries: number): number {
  return createHash('sha256').update(`${id}:${retries}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The wait before the document's next return, after `retries` returns. */
export function retryDelayMs(
  retries: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'jitter'>,
  share = 0,
): number {
  return Math.floor(Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retries) * (1 + policy.jitter * share));
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

const countOf = (delivery: DocumentData | undefined, field: 'retries' | 'givenUp'): number =>
  typeof delivery?.[field] === 'number' ? delivery[field] : 0;

/**
 * What the sweep does with one document of the mail collection at `now` (ms). After a failure
 * (`ERROR`, an expired lease) the next return waits its backoff, but a document that will not be
 * returned again is given up at once; a document the extension has not taken (any other state, or
 * none) waits `stuckAfterMs`.
 */
export function decide(document: Observed, now: number, policy: RetryPolicy): Decision {
  const { id, delivery, createTime, updateTime } = document;
  const state: unknown = delivery?.state;
  if (state === 'SUCCESS' || state === finalState) return { action: 'none' };
  const retries = countOf(delivery, 'retries');
  const giveUp = retries >= policy.maxRetries || now - createTime >= policy.giveUpAfterMs;
  const backoff = giveUp ? 0 : retryDelayMs(retries, policy, jitterShare(id, retries));
  let due: number;
  let error: string | null = null;
  if (state === 'PROCESSING') {
    const lease = millis(delivery?.leaseExpireTime);
    if (lease !== null && lease > now) return { action: 'none' };
    due = (lease ?? updateTime) + backoff;
    error = leaseExpiredError;
  } else if (state === 'ERROR') {
    due = (millis(delivery?.endTime) ?? updateTime) + backoff;
    error = typeof delivery?.error === 'string' ? delivery.error : null;
  } else {
    // No delivery, PENDING, RETRY, no state or one nobody knows: the extension should have taken it by now.
    due = (delivery ? updateTime : createTime) + policy.stuckAfterMs;
    error = notTakenError;
  }
  if (due > now) return { action: 'wait', due };
  return { action: giveUp ? 'final' : 'retry', due, error };
}

export type SweepResult = {
  retried: string[];
  /** Given up (final state) this pass. */
  finalised: string[];
  /** Alerts written this pass, by the given-up document's id. */
  alerted: string[];
  /** Alerts that could not be written, or alert documents that were themselves given up. */
  alertsUndelivered: { id: string; reason: string }[];
  waiting: string[];
  /** Due, but past this pass's cap: the next pass takes them first. */
  deferred: string[];
  /** A transaction that failed (contention, say): the next pass tries again. */
  failed: string[];
  /** The day's documents so far (UTC), and the id of the alert this pass wrote about them, if it did. */
  today: { count: number; alert: string | null };
};

/**
 * A `delivery` that is a map, which Firestore reads as a plain object; anything else counts as
 * none: a string written by hand, and also an array, a timestamp, a geopoint or a reference, which
 * are objects too but have none of the fields the sweep reads.
 */
const observe = (snapshot: DocumentSnapshot): Observed => {
  const delivery: unknown = snapshot.get('delivery');
  const isMap =
    typeof delivery === 'object' && delivery !== null && Object.getPrototypeOf(delivery) === Object.prototype;
  return {
    id: snapshot.id,
    delivery: isMap ? (delivery as DocumentData) : undefined,
    createTime: snapshot.createTime?.toMillis() ?? 0,
    updateTime: snapshot.updateTime?.toMillis() ?? 0,
  };
};

function expiry(createTime: number, years: number): Timestamp {
  const date = new Date(createTime);
  return Timestamp.fromMillis(date.setUTCFullYear(date.getUTCFullYear() + years));
}

/**
 * An error text without the e-mail addresses in it: an SMTP error often quotes the recipient or
 * the sender (`550 5.1.1 <name@example.com>: Recipient address rejected`), and an alert or a log
 * entry carries no address (docs/decisions.md, D72).
 */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>()[\],;:@]+@[^\s<>()[\],;:@]+/g, '[address]');

/** An e-mail document to the alert address, as the extension reads it. */
const mailTo = (policy: RetryPolicy, subject: string, lines: string[]) => ({
  to: [policy.alertTo],
  message: { subject, text: lines.join('\n') },
});

/**
 * The alert: where the document is and why it failed. It quotes nothing the visitor wrote: the
 * text that the mail server refused (a spam filter, say) would be refused again, and the alert
 * should carry no personal data it does not need, so not even an address from the error.
 */
function alertDocument(document: Observed, error: string | null, policy: RetryPolicy, now: number) {
  const delivery = document.delivery ?? {};
  return mailTo(policy, 'An enquiry from the website could not be delivered', [
    `The e-mail in document ${policy.collection}/${document.id} could not be delivered and was given up.`,
    `Received: ${new Date(document.createTime).toISOString()}; given up: ${new Date(now).toISOString()}.`,
    `Returned to the e-mail extension ${countOf(delivery, 'retries')} times; attempts recorded by the extension: ${delivery.attempts ?? 0}.`,
    `Last error: ${withoutAddresses(error ?? 'unknown').slice(0, 500)}`,
    '',
    `Read the enquiry in the Firebase console (Firestore, ${policy.collection}, ${document.id}); to send it again,`,
    `set its delivery.state to RETRY there once the cause is fixed. Should it fail again, another alert follows.`,
  ]);
}

/** The alert about a day with more documents than the threshold: how many, and where to look. */
function volumeAlertDocument(count: number, day: string, policy: RetryPolicy) {
  return mailTo(policy, 'Unusually many e-mails from the website today', [
    `${count} e-mail documents in ${policy.collection} on ${day} (UTC), more than the ${policy.dailyAlertThreshold} a day that is worth this alert.`,
    `A flood of scripted enquiries, say, or a form sending in a loop: look at ${policy.collection} in the Firebase console`,
    `and at App Check's metrics. This is the only such alert today.`,
  ]);
}

/**
 * Every document whose `delivery.state` is missing or null (no `delivery`, one without a state,
 * one that is no map), when there is any: two counts rule that out cheaply.
 */
async function withoutState(collection: CollectionReference): Promise<DocumentSnapshot[]> {
  const [all, withState] = await Promise.all([
    collection.count().get(),
    collection.where('delivery.state', '!=', null).count().get(),
  ]);
  if (all.data().count === withState.data().count) return [];
  const scan = await collection.select('delivery').get();
  return scan.docs.filter((snapshot) => snapshot.get('delivery.state') == null);
}

/** The document's `delivery` fields to write, as dotted paths into its map, or as a new map when it has none. */
function deliveryUpdate(document: Observed, fields: Record<string, unknown>): Record<string, unknown> {
  if (!document.delivery) return { delivery: fields };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [`delivery.${key}`, value]));
}

/**
 * One pass over the collection. Each decision is taken again and written in a transaction, so
 * a pass running beside the extension or another pass never returns a document twice or gives
 * it up twice. The alert is written after that transaction, with `create` under the id the
 * transaction recorded, one per give-up: a failed alert never holds a retry up, two passes write
 * one alert, and a document given up again gets an alert of its own.
 */
export async function retryFailedDeliveries(db: Firestore, policy: RetryPolicy, now: Date): Promise<SweepResult> {
  const result: SweepResult = {
    retried: [],
    finalised: [],
    alerted: [],
    alertsUndelivered: [],
    waiting: [],
    deferred: [],
    failed: [],
    today: { count: 0, alert: null },
  };
  const time = now.getTime();
  const collection = db.collection(policy.collection);
  const [open, missing] = await Promise.all([
    collection.where('delivery.state', 'not-in', doneStates).select('delivery').get(),
    withoutState(collection),
  ]);
  const due: { ref: DocumentReference; due: number }[] = [];
  for (const snapshot of [...open.docs, ...missing]) {
    const decision = decide(observe(snapshot), time, policy);
    if (decision.action === 'wait') result.waiting.push(snapshot.id);
    else if (decision.action !== 'none') due.push({ ref: snapshot.ref, due: decision.due });
  }
  // The longest-waiting first, so a flood of failing documents cannot starve the others.
  due.sort((a, b) => a.due - b.due || a.ref.id.localeCompare(b.ref.id));
  result.deferred = due.slice(policy.maxPerPass).map(({ ref }) => ref.id);

  for (const { ref } of due.slice(0, policy.maxPerPass)) {
    // One document's failure (a contended transaction, say) must not end the pass for the others.
    const outcome = await db
      .runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return null;
        const document = observe(snapshot);
        const decision = decide(document, time, policy);
        if (decision.action !== 'retry' && decision.action !== 'final') return { decision, document, alert: null };
        const { delivery } = document;
        const stamp = Timestamp.fromDate(now);
        const fields: Record<string, unknown> = { leaseExpireTime: null };
        if (decision.error !== null) fields.error = decision.error;
        // As the extension initialises a new document, so the TTL policy deletes it in time.
        if (!(delivery?.startTime instanceof Timestamp)) fields.startTime = Timestamp.fromMillis(document.createTime);
        if (typeof delivery?.attempts !== 'number') fields.attempts = 0;
        if (!(delivery?.expireAt instanceof Timestamp))
          fields.expireAt = expiry(document.createTime, policy.expireAfterYears);
        let alert: string | null = null;
        if (decision.action === 'retry') {
          Object.assign(fields, { state: 'RETRY', retries: countOf(delivery, 'retries') + 1, retryTime: stamp });
        } else {
          const givenUp = countOf(delivery, 'givenUp') + 1;
          Object.assign(fields, { state: finalState, failedTime: stamp, givenUp });
          if (!document.id.startsWith(alertPrefix)) {
            alert = `${alertPrefix}${document.id}-${givenUp}`;
            fields.alert = { id: alert };
          }
        }
        transaction.update(ref, deliveryUpdate(document, fields));
        return { decision, document, alert };
      })
      .catch(() => undefined);
    if (outcome === undefined) result.failed.push(ref.id);
    if (!outcome) continue;
    const { decision, document, alert } = outcome;
    if (decision.action === 'wait') result.waiting.push(ref.id);
    if (decision.action === 'retry') result.retried.push(ref.id);
    if (decision.action !== 'final') continue;
    result.finalised.push(ref.id);
    const reason = withoutAddresses(decision.error ?? 'unknown');
    if (!alert) {
      result.alertsUndelivered.push({ id: ref.id, reason: `the alert itself was not delivered: ${reason}` });
      continue;
    }
    try {
      await collection.doc(alert).create(alertDocument(document, decision.error, policy, time));
      result.alerted.push(ref.id);
    } catch (error) {
      // Even ALREADY_EXISTS: that alert is another give-up's, not this one's.
      result.alertsUndelivered.push({
        id: ref.id,
        reason: `the alert ${alert} could not be written: ${String(error)}`,
      });
    }
  }
  await countToday(collection, policy, now, result);
  return result;
}

/**
 * Counts the documents of the day so far (UTC, by `delivery.startTime`, which the extension sets
 * when it takes a document and this sweep when the extension never did) and, past the threshold,
 * writes that day's one alert: under an id of the day, so every later pass finds it written.
 */
async function countToday(collection: CollectionReference, policy: RetryPolicy, now: Date, result: SweepResult) {
  const day = now.toISOString().slice(0, 10);
  const id = `${alertPrefix}volume-${day}`;
  try {
    const start = Timestamp.fromMillis(Date.parse(day));
    result.today.count = (await collection.where('delivery.startTime', '>=', start).count().get()).data().count;
    if (result.today.count <= policy.dailyAlertThreshold) return;
    await collection.doc(id).create(volumeAlertDocument(result.today.count, day, policy));
    result.today.alert = id;
  } catch (error) {
    // ALREADY_EXISTS: an earlier pass today wrote it. Anything else is a person's to hear of.
    if ((error as { code?: number }).code !== GrpcStatus.ALREADY_EXISTS)
      result.alertsUndelivered.push({ id, reason: `the day's count or its alert failed: ${String(error)}` });
  }
}
