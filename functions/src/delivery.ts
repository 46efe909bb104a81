/**
 * What the Trigger Email extension does not do: make sure every e-mail document ends delivered or
 * given up, and tell a person about the ones given up (docs/decisions.md, "Enquiry e-mail"). In
 * the pinned extension a document can wait for ever in four ways: `ERROR` (it never retries),
 * `PROCESSING` under an expired lease (its function died), `PENDING` or `RETRY` whose trigger
 * failed or was lost (its `initialize()` runs outside its error handling and the trigger has no
 * retry policy), and no `delivery` at all (the first trigger failed). This sweep takes every
 * document in one of those states once it has waited past that state's deadline, and returns it
 * to the extension with `delivery.state: 'RETRY'`, the extension's documented retry. After
 * `maxRetries` returns, or once the document is `giveUpAfterMs` old, it sets the final state
 * `FAILED` (which the extension leaves alone, as any state it does not know) and writes one alert.
 *
 * Its own fields live inside `delivery`, which the extension updates field by field, so they
 * survive its writes: `retries` (returns so far), `retryTime` (the last), `failedTime` (the
 * final state's time) and `alert` (the alert document's id). Pure apart from the Firestore
 * instance and the clock it is given, so it is tested against the emulator at any time.
 */
import {
  Timestamp,
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

/** The states the sweep looks at; `SUCCESS` and the final state are done. */
export const openStates = ['PENDING', 'RETRY', 'PROCESSING', 'ERROR'] as const;

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

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

const retriesOf = (delivery: DocumentData | undefined) =>
  typeof delivery?.retries === 'number' ? delivery.retries : 0;

/** What the sweep does with one document of the mail collection at `now` (ms). */
export function decide(document: Observed, now: number, policy: RetryPolicy): Decision {
  const { id, delivery, createTime, updateTime } = document;
  const state: unknown = delivery?.state;
  if (state === 'SUCCESS' || state === finalState) return { action: 'none' };
  const retries = retriesOf(delivery);
  let due: number;
  let error: string | null = null;
  if (!delivery) {
    due = createTime + policy.stuckAfterMs;
    error = notTakenError;
  } else if (state === 'PROCESSING') {
    const lease = millis(delivery.leaseExpireTime);
    if (lease !== null && lease > now) return { action: 'none' };
    due = (lease ?? updateTime) + retryDelayMs(retries, policy, jitterShare(id, retries));
    error = leaseExpiredError;
  } else if (state === 'ERROR') {
    due = (millis(delivery.endTime) ?? updateTime) + retryDelayMs(retries, policy, jitterShare(id, retries));
    error = typeof delivery.error === 'string' ? delivery.error : null;
  } else {
    // PENDING, RETRY, or a state nobody knows: the extension should have taken it by now.
    due = updateTime + policy.stuckAfterMs;
    error = notTakenError;
  }
  if (due > now) return { action: 'wait', due };
  const giveUp = retries >= policy.maxRetries || now - createTime >= policy.giveUpAfterMs;
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
};

const observe = (snapshot: DocumentSnapshot): Observed => ({
  id: snapshot.id,
  delivery: snapshot.get('delivery') as DocumentData | undefined,
  createTime: snapshot.createTime?.toMillis() ?? 0,
  updateTime: snapshot.updateTime?.toMillis() ?? 0,
});

function expiry(createTime: number, years: number): Timestamp {
  const date = new Date(createTime);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return Timestamp.fromDate(date);
}

/**
 * The alert: where the document is and why it failed. It quotes nothing the visitor wrote: the
 * text that the mail server refused (a spam filter, say) would be refused again, and the
 * alert should carry no personal data it does not need.
 */
function alertDocument(document: Observed, error: string | null, policy: RetryPolicy, now: number) {
  const delivery = document.delivery ?? {};
  return {
    to: [policy.alertTo],
    message: {
      subject: 'An enquiry from the website could not be delivered',
      text: [
        `The e-mail in document ${policy.collection}/${document.id} could not be delivered and was given up.`,
        `Received: ${new Date(document.createTime).toISOString()}; given up: ${new Date(now).toISOString()}.`,
        `Returned to the e-mail extension ${retriesOf(delivery)} times; attempts recorded by the extension: ${delivery.attempts ?? 0}.`,
        `Last error: ${(error ?? 'unknown').slice(0, 500)}`,
        '',
        `Read the enquiry in the Firebase console (Firestore, ${policy.collection}, ${document.id}); to send it again,`,
        `set its delivery.state to RETRY there once the cause is fixed. This is the only alert about it.`,
      ].join('\n'),
    },
  };
}

/** Every document of the collection with no `delivery`, when there is any (cheap to rule out). */
async function withoutDelivery(db: Firestore, policy: RetryPolicy): Promise<DocumentSnapshot[]> {
  const collection = db.collection(policy.collection);
  const [all, withState] = await Promise.all([
    collection.count().get(),
    collection.where('delivery.state', '>=', '').count().get(),
  ]);
  if (all.data().count === withState.data().count) return [];
  const scan = await collection.select('delivery').get();
  return scan.docs.filter((snapshot) => snapshot.get('delivery') === undefined);
}

/**
 * One pass over the collection. Each decision is taken again and written in a transaction, so
 * a pass running beside the extension or another pass never returns a document twice or gives
 * it up twice. The alert is written after that transaction, with `create` under an id derived
 * from the document's: a failed alert never holds a retry up, and two passes write one alert.
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
  };
  const time = now.getTime();
  const collection = db.collection(policy.collection);
  const [open, missing] = await Promise.all([
    collection
      .where('delivery.state', 'in', [...openStates])
      .select('delivery')
      .get(),
    withoutDelivery(db, policy),
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
        if (decision.action !== 'retry' && decision.action !== 'final') return { decision, document };
        const stamp = Timestamp.fromDate(now);
        const update: Record<string, unknown> = { 'delivery.leaseExpireTime': null };
        if (decision.error !== null) update['delivery.error'] = decision.error;
        if (!document.delivery) {
          // As the extension initialises a new document, so the TTL policy deletes it in time.
          update['delivery.startTime'] = Timestamp.fromMillis(document.createTime);
          update['delivery.attempts'] = 0;
          update['delivery.expireAt'] = expiry(document.createTime, policy.expireAfterYears);
        }
        if (decision.action === 'retry') {
          update['delivery.state'] = 'RETRY';
          update['delivery.retries'] = retriesOf(document.delivery) + 1;
          update['delivery.retryTime'] = stamp;
        } else {
          update['delivery.state'] = finalState;
          update['delivery.failedTime'] = stamp;
          if (!document.id.startsWith(alertPrefix)) update['delivery.alert'] = { id: `${alertPrefix}${document.id}` };
        }
        transaction.update(ref, update);
        return { decision, document };
      })
      .catch(() => undefined);
    if (outcome === undefined) {
      result.failed.push(ref.id);
      continue;
    }
    if (!outcome) continue;
    const { decision, document } = outcome;
    if (decision.action === 'wait') result.waiting.push(ref.id);
    if (decision.action === 'retry') result.retried.push(ref.id);
    if (decision.action !== 'final') continue;
    result.finalised.push(ref.id);
    if (ref.id.startsWith(alertPrefix)) {
      result.alertsUndelivered.push({ id: ref.id, reason: `the alert itself was not delivered: ${decision.error}` });
      continue;
    }
    try {
      await collection.doc(`${alertPrefix}${ref.id}`).create(alertDocument(document, decision.error, policy, time));
      result.alerted.push(ref.id);
    } catch (error) {
      // ALREADY_EXISTS: an earlier pass wrote it (this document was given up again by hand).
      if ((error as { code?: number }).code === 6) result.alerted.push(ref.id);
      else result.alertsUndelivered.push({ id: ref.id, reason: `the alert could not be written: ${String(error)}` });
    }
  }
  return result;
}
