import type { Locale } from '../content/locales';
import type { Enquiry } from '../domain/enquiry';
import { buildMailDocument } from '../domain/buildMailDocument';
import { ensureAppCheckToken } from './appCheck';
import { getDb } from './firebaseApp';

export { newEnquiryId } from './enquiryId';

/** The collection the e-mail extension reads (docs/product.md §7). */
export const mailCollection = 'mail2';

/** D2: how long a send may take before the visitor is told it failed. */
export const sendTimeoutMs = 15_000;

export type SendOptions = {
  /** The enquiry's document id, made once at its first send and reused by every retry (D2). */
  id: string;
  /** True when an earlier attempt of this enquiry timed out or lost its connection. */
  earlierAttemptMayHaveLanded?: boolean;
  timeoutMs?: number;
  /** The page's language: the e-mail names it when it is not English (domain/buildMailDocument.ts). */
  language?: Locale;
};

/** Why a send failed: `lost` when the write may still have reached the database. */
export class EnquirySendError extends Error {
  constructor(
    message: string,
    readonly outcome: 'refused' | 'lost',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EnquirySendError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new EnquirySendError(`No answer within ${ms / 1000} s`, 'lost')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** D17: a production write without its App Check token is refused, so it is not attempted. */
async function appCheckReady(): Promise<void> {
  try {
    await ensureAppCheckToken();
  } catch (error) {
    throw new EnquirySendError('No App Check token: the enquiry was not sent', 'refused', { cause: error });
  }
}

/**
 * Writes the enquiry's e-mail document to `mail2` and resolves once the database acknowledged
 * it (D2). Rejects with an EnquirySendError when it was refused or no answer came in time.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  { id, earlierAttemptMayHaveLanded = false, timeoutMs = sendTimeoutMs, language }: SendOptions,
): Promise<void> {
  try {
    await withTimeout(
      (async () => {
        const [db, { doc, setDoc }] = await Promise.all([getDb(), import('firebase/firestore/lite'), appCheckReady()]);
        // D2: merged, so a retry of an enquiry that already landed is an update that changes
        // nothing, which the rules allow: it succeeds and leaves the extension's `delivery` alone.
        // A new id still goes through the rules' create check.
        await setDoc(doc(db, mailCollection, id), buildMailDocument(enquiry, id, language), { merge: true });
      })(),
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof EnquirySendError) throw error;
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    // D2: a retry refused after an attempt that may have landed means that attempt did land with
    // other values (the visitor edited a field before Retry): the enquiry was sent as first typed.
    if (code === 'permission-denied' && earlierAttemptMayHaveLanded) return;
    const outcome = code === 'permission-denied' || code === 'invalid-argument' ? 'refused' : 'lost';
    throw new EnquirySendError(`The enquiry was not sent (${code || 'network error'})`, outcome, { cause: error });
  }
}
