import { describe, expect, it, vi } from 'vitest';
import { EnquirySendError } from '../../services/sendEnquiry';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import type { SendRecord } from './contactDraft.client';
import { createSending, type Send } from './contactSending.client';

function setup(send: ReturnType<typeof vi.fn<Send>>, restored: SendRecord | null = null) {
  const kept: SendRecord[] = [];
  let ids = 0;
  const newId = vi.fn(() => `id-${++ids}`);
  const sending = createSending({ send, newId, restored, keep: (record) => kept.push(record) });
  return { sending, kept, newId };
}

describe('sending one enquiry (D2)', () => {
  it('makes its id once and keeps it before the write leaves', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { sending, kept, newId } = setup(send);
    expect(sending.started()).toBe(false);
    expect(await sending.attempt(sampleEnquiry)).toBe(true);
    expect(newId).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(sampleEnquiry, { id: 'id-1', earlierAttemptMayHaveLanded: false });
    // Kept while the write was out: a reload then retries the same id.
    expect(kept).toEqual([{ id: 'id-1', mayHaveLanded: true }]);
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
    expect(kept.at(-1)).toEqual({ id: 'id-1', mayHaveLanded: true });
    expect(await sending.attempt(sampleEnquiry)).toBe(true);
    expect(send.mock.calls.map((call) => call[1])).toEqual([
      { id: 'id-1', earlierAttemptMayHaveLanded: false },
      { id: 'id-1', earlierAttemptMayHaveLanded: true },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('after a refusal, nothing landed: the retry may not count a refusal as sent', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn<Send>().mockRejectedValue(new EnquirySendError('refused', 'refused'));
    const { sending, kept } = setup(send);
    expect(await sending.attempt(sampleEnquiry)).toBe(false);
    expect(kept.at(-1)).toEqual({ id: 'id-1', mayHaveLanded: false });
    await sending.attempt(sampleEnquiry);
    expect(send.mock.calls[1]?.[1]).toEqual({ id: 'id-1', earlierAttemptMayHaveLanded: false });
    log.mockRestore();
  });

  it('continues the enquiry kept from before a reload, with its id', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { sending, newId } = setup(send, { id: 'kept', mayHaveLanded: true });
    expect(sending.started()).toBe(true);
    await sending.attempt(sampleEnquiry);
    expect(newId).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(sampleEnquiry, { id: 'kept', earlierAttemptMayHaveLanded: true });
  });
});
