import { describe, expect, it, vi } from 'vitest';
import { EnquirySendError } from '../../services/sendEnquiry';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import type { SendRecord } from './contactDraft.client';
import { createSending, type Send } from './contactSending.client';
import { normaliseEnquiry } from '../../domain/enquiry';

function setup(send: ReturnType<typeof vi.fn<Send>>, restored: SendRecord | null = null) {
  const kept: SendRecord[] = [];
  let ids = 0;
  const newId = vi.fn(() => `id-${++ids}`);
  const sending = createSending({ send, newId, restored, keep: (record) => kept.push(record) });
  return { sending, kept, newId };
}

const sent = (enquiry = sampleEnquiry) => JSON.stringify(normaliseEnquiry(enquiry));

describe('sending one enquiry (D2)', () => {
  it('makes its id with the draft, once, and keeps what it sends before the write leaves', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { sending, kept, newId } = setup(send);
    expect(sending.ensure()).toEqual({ id: 'id-1', mayHaveLanded: false });
    expect(sending.ensure().id).toBe('id-1');
    expect(sending.started()).toBe(false);
    expect(await sending.attempt(sampleEnquiry)).toBe(true);
    expect(newId).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(sampleEnquiry, { id: 'id-1', earlierAttemptMayHaveLanded: false });
    // Kept while the write was out: a reload then retries the same id.
    expect(kept.at(-1)).toEqual({ id: 'id-1', mayHaveLanded: true, attempted: true, sent: sent() });
    expect(sending.started()).toBe(true);
  });

  it('retries a lost attempt with the same id, saying it may have landed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi
      .fn()
      .mockRejectedValueOnce(new EnquirySendError('no answer', 'lost'))
      .mockResolvedValueOnce(undefined);
    const { sending, kept } = setup(send);
    expect(await sending.attempt(sampleEnquiry)).toBe(false);
    expect(kept.at(-1)).toMatchObject({ id: 'id-1', mayHaveLanded: true });
    expect(await sending.attempt(sampleEnquiry)).toBe(true);
    expect(send.mock.calls.map((call) => call[1])).toEqual([
      { id: 'id-1', earlierAttemptMayHaveLanded: false },
      { id: 'id-1', earlierAttemptMayHaveLanded: true },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('after a lost attempt and an edit, sends the edited enquiry under a new id, never as the earlier one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi
      .fn()
      .mockRejectedValueOnce(new EnquirySendError('no answer', 'lost'))
      .mockResolvedValueOnce(undefined);
    const { sending } = setup(send);
    await sending.attempt(sampleEnquiry);
    const edited = { ...sampleEnquiry, phone: '+44 20 7946 0999' };
    expect(await sending.attempt(edited)).toBe(true);
    expect(send.mock.calls[1]).toEqual([edited, { id: 'id-2', earlierAttemptMayHaveLanded: false }]);
    // Only whitespace changed: the same enquiry, the same id.
    const again = setup(
      vi.fn().mockRejectedValueOnce(new EnquirySendError('no answer', 'lost')).mockResolvedValue(undefined),
    );
    await again.sending.attempt(sampleEnquiry);
    await again.sending.attempt({ ...sampleEnquiry, name: ` ${sampleEnquiry.name}  ` });
    expect(again.newId).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('after a refusal nothing landed: the next attempt takes a new id and may not count a refusal as sent', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn<Send>().mockRejectedValue(new EnquirySendError('refused', 'refused'));
    const { sending, kept } = setup(send);
    expect(await sending.attempt(sampleEnquiry)).toBe(false);
    expect(kept.at(-1)).toEqual({ id: 'id-2', mayHaveLanded: false, attempted: true });
    expect(sending.started()).toBe(true);
    await sending.attempt(sampleEnquiry);
    expect(send.mock.calls[1]?.[1]).toEqual({ id: 'id-2', earlierAttemptMayHaveLanded: false });
    log.mockRestore();
  });

  it('continues the enquiry kept from before a reload, or in another tab, with its id', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { sending, newId } = setup(send, { id: 'kept', mayHaveLanded: true, attempted: true, sent: sent() });
    expect(sending.started()).toBe(true);
    await sending.attempt(sampleEnquiry);
    expect(newId).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(sampleEnquiry, { id: 'kept', earlierAttemptMayHaveLanded: true });
    // Another tab's copy of a draft never sent: its id, as a first attempt.
    const other = setup(vi.fn<Send>().mockResolvedValue(undefined), { id: 'shared', mayHaveLanded: false });
    expect(other.sending.started()).toBe(false);
    await other.sending.attempt(sampleEnquiry);
    expect(other.newId).not.toHaveBeenCalled();
  });
});
