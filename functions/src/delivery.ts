/**
 * What the Trigger Email extension does not do: retry a failed e-mail and tell a person when it
 * keeps failing (docs/decisions.md, "Enquiry e-mail"). The extension leaves a document in
 * `ERROR` for good, and one whose function died mid-delivery in `PROCESSING` under an expired
 * lease. This sweep returns both to the extension with `delivery.state: 'RETRY'`, the
 * extension's documented retry (it then takes the document as it takes a new one), after a
 * doubling wait; once a document has been returned `maxRetries` times and failed again, it
 * writes one alert e-mail to the fallback address, and keeps retrying at the longest wait.
 *
 * Its own fields live inside `delivery`, which the extension updates field by field, so they
 * survive its writes: `retries` (returns so far), `retryTime` (the last), and `alert` (the alert
 * document's id and time, so the alert is written once). Pure apart from the Firestore instance
 * and the clock it is given, so it is tested against the emulator with any time.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';

export type RetryPolicy = {
  /** The extension's MAIL_COLLECTION. */
  collection: string;
  /** Returns to the extension before a person is told. */
  maxRetries: number;
  /** The wait before the first return; each further return waits twice the one before. */
  baseDelayMs: number;
  /** The longest wait, also the pace of retries after the alert. */
  maxDelayMs: number;
  /** Where the alert goes: a person who can act on an undelivered enquiry. */
  alertTo: string;
};

/** The extension's own error text for a lease that expired (its processWrite). */
export const leaseExpiredError = 'Message processing lease expired.';

/** Alert documents' ids start with this; they are retried like any e-mail but never alerted about. */
export const alertPrefix = 'delivery-alert-';

export type Decision =
  | { action: 'none' }
  | { action: 'wait'; until: Date; alert: boolean }
  | { action: 'retry'; alert: boolean; leaseExpired: boolean };

/** The wait before the document's next return, after `retries` returns. */
export function retryDelayMs(retries: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retries);
}

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/**
 * What the sweep does with one document of the mail collection at `now`.
 * @param id the document's id (alert documents are never alerted about)
 */
export function decide(id: string, delivery: DocumentData | undefined, now: Date, policy: RetryPolicy): Decision {
  if (!delivery) return { action: 'none' };
  const lease = millis(delivery.leaseExpireTime);
  const leaseExpired = delivery.state === 'PROCESSING' && lease !== null && lease <= now.getTime();
  if (delivery.state !== 'ERROR' && !leaseExpired) return { action: 'none' };
  const retries = typeof delivery.retries === 'number' ? delivery.retries : 0;
  const alert = retries >= policy.maxRetries && !delivery.alert && !id.startsWith(alertPrefix);
  // When it failed: the extension's endTime for ERROR; the lease's end for a dead delivery.
  const failedAt = (leaseExpired ? lease : millis(delivery.endTime)) ?? millis(delivery.retryTime) ?? 0;
  const due = failedAt + retryDelayMs(retries, policy);
  if (due > now.getTime()) return { action: 'wait', until: new Date(due), alert };
  return { action: 'retry', alert, leaseExpired };
}

export type SweepResult = { retried: string[]; alerted: string[]; waiting: string[]; failed: string[] };

function alertText(id: string, data: DocumentData, retries: number, policy: RetryPolicy): string {
  const delivery = data.delivery ?? {};
  return [
    `An e-mail of the website could not be delivered: document ${policy.collection}/${id}.`,
    `Returned to the e-mail extension ${retries} times; attempts recorded by the extension: ${delivery.attempts ?? 0}.`,
    `Last error: ${delivery.state === 'PROCESSING' ? leaseExpiredError : (delivery.error ?? 'unknown')}.`,
    `It is still retried every ${Math.round(policy.maxDelayMs / 60_000)} minutes; this is the only alert about it.`,
    '',
    `To: ${[data.to].flat().join(', ')}`,
    `Subject: ${data.message?.subject ?? ''}`,
    '',
    String(data.message?.text ?? ''),
  ].join('\n');
}

/**
 * One pass over the collection's `ERROR` and `PROCESSING` documents. Each decision is taken
 * and written in a transaction, so a pass running beside the extension or another pass never
 * returns a document twice or writes a second alert (the alert's id is derived from the
 * document's, and created only if absent).
 */
export async function retryFailedDeliveries(db: Firestore, policy: RetryPolicy, now: Date): Promise<SweepResult> {
  const result: SweepResult = { retried: [], alerted: [], waiting: [], failed: [] };
  const candidates = await db
    .collection(policy.collection)
    .where('delivery.state', 'in', ['ERROR', 'PROCESSING'])
    .get();
  for (const candidate of candidates.docs) {
    const ref = candidate.ref;
    // One document's failure (a contended transaction, say) must not end the pass for the others.
    const outcome = await db
      .runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const data = snapshot.data();
        const decision = decide(ref.id, data?.delivery, now, policy);
        if (!data || decision.action === 'none') return decision;
        const retries = typeof data.delivery.retries === 'number' ? data.delivery.retries : 0;
        const update: Record<string, unknown> = {};
        if (decision.alert) {
          const alertRef = db.collection(policy.collection).doc(`${alertPrefix}${ref.id}`);
          transaction.create(alertRef, {
            to: [policy.alertTo],
            message: {
              subject: `Website e-mail not delivered after ${retries} retries`,
              text: alertText(ref.id, data, retries, policy),
            },
          });
          update['delivery.alert'] = { id: alertRef.id, time: Timestamp.fromDate(now) };
        }
        if (decision.action === 'retry') {
          update['delivery.state'] = 'RETRY';
          update['delivery.retries'] = retries + 1;
          update['delivery.retryTime'] = Timestamp.fromDate(now);
          update['delivery.leaseExpireTime'] = null;
          if (decision.leaseExpired) update['delivery.error'] = leaseExpiredError;
        }
        if (Object.keys(update).length > 0) transaction.update(ref, update);
        return decision;
      })
      .catch(() => null);
    if (!outcome) {
      result.failed.push(ref.id);
      continue;
    }
    if (outcome.action === 'retry') result.retried.push(ref.id);
    if (outcome.action === 'wait') result.waiting.push(ref.id);
    if (outcome.action !== 'none' && outcome.alert) result.alerted.push(ref.id);
  }
  return result;
}
