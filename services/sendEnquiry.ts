import type { Locale } from '../content/locales';
import type { Enquiry } from '../domain/enquiry';
import { buildMailDocument } from '../domain/buildMailDocument';
import { ensureAppCheckToken } from './appCheck';
import { enquiryIdFor } from './enquiryId';
import { getDb, withTimeout } from './firebaseApp';

/** The collection the e-mail extension reads (docs/product.md §7). */
export const mailCollection = 'mail2';

/** D2: how long a send may take before the visitor is told it failed. */
export const sendTimeoutMs = 15_000;

export type SendOptions = {
  /** The draft's random id (services/enquiryId.ts), made when the draft is first saved and kept with it (D2). */
  draft: string;
  timeoutMs?: number;
  /** The page's language: the e-mail names it when it is not English (domain/buildMailDocument.ts). */
  language?: Locale;
};

/** Why a send failed: refused, or no answer in time (the write may still land; a retry writes the same document). */
export class EnquirySendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EnquirySendError';
  }
}

/** D17: a production write without its App Check token is refused, so it is not attempted. */
async function appCheckReady(): Promise<void> {
  try {
    await ensureAppCheckToken();
  } catch (error) {
    throw new EnquirySendError('No App Check token: the enquiry was not sent', { cause: error });
  }
}

/**
 * Writes the enquiry's e-mail document to `mail2` under the id of this enquiry of this draft
 * (enquiryIdFor) and resolves with that id once the database acknowledged it (D2). Rejects with
 * an EnquirySendError when it was refused or no answer came in time.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  { draft, timeoutMs = sendTimeoutMs, language }: SendOptions,
): Promise<string> {
  try {
    return await withTimeout(
      (async () => {
        const [db, { doc, setDoc }] = await Promise.all([getDb(), import('firebase/firestore/lite'), appCheckReady()]);
        const id = await enquiryIdFor(draft, buildMailDocument(enquiry, undefined, language));
        // D2: merged, so writing this enquiry again (a retry, another tab of the draft) changes
        // nothing, which the rules allow, and leaves the extension's `delivery` alone. No other
        // document is ever written under this id: a refusal is never a landed write.
        await setDoc(doc(db, mailCollection, id), buildMailDocument(enquiry, id, language), { merge: true });
        return id;
      })(),
      timeoutMs,
      () => new EnquirySendError(`No answer within ${timeoutMs / 1000} s`),
    );
  } catch (error) {
    if (error instanceof EnquirySendError) throw error;
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    throw new EnquirySendError(`The enquiry was not sent (${code || 'network error'})`, { cause: error });
  }
}
