import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquirySendError } from '../../services/sendEnquiry';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import {
  clearDraft,
  draftKey,
  hasDraft,
  readDraft,
  writeDraft,
  type DraftStorage,
  type SendRecord,
} from './contactDraft.client';
import { createSending, type Send } from './contactSending.client';

function setup(send: Send, restored: SendRecord | null = null) {
  const kept: SendRecord[] = [];
  const newId = vi.fn(() => 'id-1');
  const sending = createSending({ send, newId, restored, keep: (record) => kept.push(record) });
  return { sending, kept, newId };
}

describe('sending one enquiry (D2)', () => {
  it('makes the draft’s id once and keeps it, and marks the send started before the write leaves', async () => {
    const { sending, kept, newId } = setup(async () => {
      // A reload now must come back to Retry.
      expect(kept.at(-1)).toEqual({ id: 'id-1', attempted: true });
    });
    expect([sending.ensure(), sending.ensure()]).toEqual([{ id: 'id-1' }, { id: 'id-1' }]);
    expect(sending.started()).toBe(false);
    expect(await sending.attempt(sampleEnquiry)).toBe(true);
    expect(newId).toHaveBeenCalledTimes(1);
    expect(sending.started()).toBe(true);
  });

  it('says a failed attempt failed, logs it once, and Retry sends from the same draft', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn<Send>().mockRejectedValueOnce(new EnquirySendError('no answer')).mockResolvedValue(undefined);
    const { sending } = setup(send);
    expect(await sending.attempt(sampleEnquiry)).toBe(false);
    expect(await sending.attempt({ ...sampleEnquiry, phone: '+44 20 7946 0999' })).toBe(true);
    expect(send.mock.calls.map((call) => call[1])).toEqual([{ draft: 'id-1' }, { draft: 'id-1' }]);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('continues the draft kept from before a reload, or in another tab, with its id', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const reloaded = setup(send, { id: 'kept', attempted: true });
    expect(reloaded.sending.started()).toBe(true);
    await reloaded.sending.attempt(sampleEnquiry);
    const copied = setup(send, { id: 'kept' });
    expect(copied.sending.started()).toBe(false);
    await copied.sending.attempt(sampleEnquiry);
    expect(send.mock.calls.map((call) => call[1])).toEqual([{ draft: 'kept' }, { draft: 'kept' }]);
    for (const { newId } of [reloaded, copied]) expect(newId).not.toHaveBeenCalled();
  });
});

describe('the session draft', () => {
  let storage: NonNullable<DraftStorage>;
  beforeEach(() => {
    const values = new Map<string, string>();
    storage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  });

  it('is absent until written, then keeps the values, the draft’s id and whether a send started (D2)', () => {
    expect(hasDraft(storage)).toBe(false);
    expect(readDraft(storage)).toBeNull();
    writeDraft(storage, sampleEnquiry, null);
    expect(readDraft(storage)).toEqual({ values: sampleEnquiry, sending: null });
    writeDraft(storage, sampleEnquiry, { id: 'abc', attempted: true });
    expect(hasDraft(storage)).toBe(true);
    expect(readDraft(storage)).toEqual({ values: sampleEnquiry, sending: { id: 'abc', attempted: true } });
    clearDraft(storage);
    expect(hasDraft(storage)).toBe(false);
  });

  it('reads a draft written before ids were kept, ignores what is not a field, and drops an unreadable draft', () => {
    storage.setItem(draftKey, JSON.stringify({ name: 'Grace', privacyAgreed: true, extra: 1, phone: 5 }));
    expect(readDraft(storage)).toEqual({
      values: { name: 'Grace', privacyAgreed: true, marketingAgreed: false },
      sending: null,
    });
    storage.setItem(draftKey, '{not json');
    expect(readDraft(storage)).toBeNull();
    expect(hasDraft(storage)).toBe(false);
  });

  it('costs only the draft when the storage refuses', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    const refusing = { getItem: refuse, setItem: refuse, removeItem: refuse };
    expect(() => writeDraft(refusing, sampleEnquiry, null)).not.toThrow();
    expect(hasDraft(refusing)).toBe(false);
    expect(readDraft(refusing)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
