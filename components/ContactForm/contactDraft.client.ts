import type { Enquiry, TextField } from '../../domain/enquiry';

/**
 * The session draft, the form's one memory (docs/decisions.md "Contact form"): what the visitor
 * typed, the draft's random id and whether a send started unconfirmed (D2).
 * It survives a reload, not a closed tab, and is dropped once the enquiry is sent.
 */
export const draftKey = 'nexoform:contact-draft';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/**
 * D2: the draft's random id, made when the draft is first saved, from which each enquiry's
 * document id is made; and whether a send started and was not confirmed (contactSending.client.ts).
 */
export type SendRecord = { id: string; attempted?: boolean };

export type Draft = { values: Partial<Enquiry>; sending: SendRecord | null };

export const textFields: TextField[] = ['name', 'company', 'email', 'phone', 'nature'];
/** The consent to answer the enquiry and the news consent (D78), each kept as ticked or not. */
export const checkboxFields = ['privacyAgreed', 'marketingAgreed'] as const;

export const sessionDraftStorage = (): DraftStorage => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** @returns whether this tab keeps a draft of the form from before a reload */
export function hasDraft(storage: DraftStorage = sessionDraftStorage()): boolean {
  try {
    return storage?.getItem(draftKey) != null;
  } catch {
    return false;
  }
}

/** The draft kept in `storage`, or null; an unreadable one is dropped. */
export function readDraft(storage: DraftStorage): Draft | null {
  try {
    const stored = JSON.parse(storage?.getItem(draftKey) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return null;
    const values: Partial<Enquiry> = {};
    for (const field of textFields) if (typeof stored[field] === 'string') values[field] = stored[field];
    for (const field of checkboxFields) values[field] = stored[field] === true;
    const sending = stored.sending as Partial<SendRecord> | undefined;
    return {
      values,
      sending:
        typeof sending?.id === 'string' && sending.id !== ''
          ? { id: sending.id, ...(sending.attempted === true ? { attempted: true } : {}) }
          : null,
    };
  } catch {
    clearDraft(storage);
    return null;
  }
}

/** Keeps the values and the send record; a full or blocked storage only costs the draft. */
export function writeDraft(storage: DraftStorage, values: Enquiry, sending: SendRecord | null): void {
  try {
    storage?.setItem(draftKey, JSON.stringify({ ...values, sending }));
  } catch {
    // Private modes and full storage refuse: the form still works, without surviving a reload.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage?.removeItem(draftKey);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** How the visitor came to this page: a first visit, a reload or a step through history. */
const navigationType = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';

/**
 * The session draft is the form's one memory. Firefox also puts typed values back on a reload or
 * a step through history, even after the enquiry was sent and its draft dropped, which would offer
 * a sent enquiry for sending again. With no draft, such a page starts from its served values.
 * A first visit is left alone: what is there was typed before the script arrived.
 */
export function forgetRestoredValues(form: HTMLFormElement, how = navigationType()): void {
  if (how === 'reload' || how === 'back_forward') form.reset();
}
