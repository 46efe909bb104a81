import type { Enquiry } from '../../domain/enquiry';
import type { SendOptions } from '../../services/sendEnquiry';
import type { SendRecord } from './contactDraft.client';

export type Send = (enquiry: Enquiry, options: SendOptions) => Promise<unknown>;

type Options = {
  send: Send;
  newId: () => string;
  /** The record kept with the draft (from before a reload, or another tab's copy of it). */
  restored: SendRecord | null;
  /** Called with the record to keep whenever it changes: when the draft is first saved, and when a send starts. */
  keep: (record: SendRecord) => void;
};

/**
 * D2: one enquiry, one document, however many attempts, reloads and tabs. The draft gets a random
 * id when it is first saved, kept with it, so a reload or a second tab with the same draft has it
 * too; sendEnquiry writes each enquiry under an id made of the draft's and the document
 * (services/enquiryId.ts). Writing the same enquiry again, from any of them, changes nothing and
 * succeeds without a second document; an edited enquiry is another document. So a write is never
 * refused for meeting another version of itself, and "sent" always means this enquiry is stored.
 */
export function createSending({ send, newId, restored, keep }: Options) {
  let record: SendRecord | null = restored;

  /** The record, made (and kept) now if the draft has none yet. */
  const ensure = (): SendRecord => {
    if (!record) {
      record = { id: newId() };
      keep(record);
    }
    return record;
  };

  /** @returns whether the database acknowledged the enquiry */
  const attempt = async (enquiry: Enquiry): Promise<boolean> => {
    // While the write is out it may land: a reload now comes back to the failure and Retry.
    record = { id: ensure().id, attempted: true };
    keep(record);
    try {
      await send(enquiry, { draft: record.id });
      return true;
    } catch (error) {
      // Logged on purpose (docs/product.md §8, D2): the one console error a visitor's session may show.
      console.error('The enquiry could not be sent', error);
      return false;
    }
  };

  return { attempt, ensure, started: () => record?.attempted === true };
}
