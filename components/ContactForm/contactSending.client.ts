import type { Enquiry } from '../../domain/enquiry';
import type { EnquirySendError, SendOptions } from '../../services/sendEnquiry';
import type { SendRecord } from './contactDraft.client';

export type Send = (enquiry: Enquiry, options: SendOptions) => Promise<void>;

type Options = {
  send: Send;
  newId: () => string;
  /** The record kept from before a reload (the draft), so its retry writes the same id (D2). */
  restored: SendRecord | null;
  /** Called with the record to keep whenever it changes: before each write and after its answer. */
  keep: (record: SendRecord) => void;
};

/**
 * D2: one enquiry, one document id, however many attempts and reloads. The id is made at the
 * first send and kept (with the draft) before the write leaves, so a reload while the answer is
 * lost retries that same id; the rules let that retry succeed without a second document.
 */
export function createSending({ send, newId, restored, keep }: Options) {
  let record: SendRecord | null = restored;

  /** @returns whether the database acknowledged the enquiry */
  const attempt = async (enquiry: Enquiry): Promise<boolean> => {
    const earlier = record ?? { id: newId(), mayHaveLanded: false };
    // While the write is out, it may land: a reload now must treat a refusal of its retry as sent.
    keep({ id: earlier.id, mayHaveLanded: true });
    try {
      await send(enquiry, { id: earlier.id, earlierAttemptMayHaveLanded: earlier.mayHaveLanded });
      record = { ...earlier, mayHaveLanded: true };
      return true;
    } catch (error) {
      const lost = (error as EnquirySendError | undefined)?.outcome === 'lost';
      record = { id: earlier.id, mayHaveLanded: earlier.mayHaveLanded || lost };
      keep(record);
      // Logged on purpose (docs/product.md §8, D2): the one console error a visitor's session may show.
      console.error('The enquiry could not be sent', error);
      return false;
    }
  };

  return { attempt, started: () => record !== null };
}
