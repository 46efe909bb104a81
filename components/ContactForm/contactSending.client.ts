import { normaliseEnquiry, type Enquiry } from '../../domain/enquiry';
import type { EnquirySendError, SendOptions } from '../../services/sendEnquiry';
import type { SendRecord } from './contactDraft.client';

export type Send = (enquiry: Enquiry, options: SendOptions) => Promise<void>;

type Options = {
  send: Send;
  newId: () => string;
  /** The record kept with the draft (from before a reload, or another tab's copy of it). */
  restored: SendRecord | null;
  /** Called with the record to keep whenever it changes: when the draft is first saved, before each write and after its answer. */
  keep: (record: SendRecord) => void;
};

/** What an attempt sent, to tell whether a retry sends the same enquiry (the values as the e-mail carries them). */
const fingerprintOf = (enquiry: Enquiry) => JSON.stringify(normaliseEnquiry(enquiry));

/**
 * D2: one enquiry, one document id, however many attempts, reloads and tabs. The id is made when
 * the draft is first saved and kept with it, so a reload, or a second tab with the same draft,
 * writes that same id; the rules let a write that changes nothing succeed without a second
 * document. Each attempt keeps what it sent before the write leaves. A retry of an attempt that
 * may have landed sends under the same id only the same enquiry: after an edit it takes a new id,
 * so the edited enquiry is sent and never reported as sent with other values. After a refusal
 * nothing landed, and the next attempt takes a new id (the old one may be another tab's).
 */
export function createSending({ send, newId, restored, keep }: Options) {
  let record: SendRecord | null = restored;
  const fresh = (): SendRecord => ({ id: newId(), mayHaveLanded: false });

  /** The record, made (and kept) now if the draft has none yet. */
  const ensure = (): SendRecord => {
    if (!record) {
      record = fresh();
      keep(record);
    }
    return record;
  };

  /** @returns whether the database acknowledged the enquiry */
  const attempt = async (enquiry: Enquiry): Promise<boolean> => {
    const fingerprint = fingerprintOf(enquiry);
    let earlier = ensure();
    // (A record from before fingerprints were kept has none: it keeps its id, as it always did.)
    if (earlier.mayHaveLanded && earlier.sent !== undefined && earlier.sent !== fingerprint) earlier = fresh();
    // While the write is out, it may land: a reload now must treat a refusal of its retry as sent.
    record = { id: earlier.id, mayHaveLanded: true, attempted: true, sent: fingerprint };
    keep(record);
    try {
      await send(enquiry, { id: earlier.id, earlierAttemptMayHaveLanded: earlier.mayHaveLanded });
      return true;
    } catch (error) {
      const lost = (error as EnquirySendError | undefined)?.outcome === 'lost';
      // Lost, it may have landed (the record says so already); refused, nothing did.
      if (!lost && !earlier.mayHaveLanded) record = { ...fresh(), attempted: true };
      keep(record);
      // Logged on purpose (docs/product.md §8, D2): the one console error a visitor's session may show.
      console.error('The enquiry could not be sent', error);
      return false;
    }
  };

  // A record that may have landed was attempted, whatever an older draft says.
  return { attempt, ensure, started: () => record?.attempted === true || record?.mayHaveLanded === true };
}
