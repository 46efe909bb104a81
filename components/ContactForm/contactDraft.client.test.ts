import { beforeEach, describe, expect, it } from 'vitest';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { clearDraft, draftKey, hasDraft, readDraft, writeDraft } from './contactDraft.client';

beforeEach(() => sessionStorage.clear());

describe('the session draft', () => {
  it('is absent until something is written', () => {
    expect(hasDraft(sessionStorage)).toBe(false);
    expect(readDraft(sessionStorage)).toBeNull();
  });

  it('keeps the values, the draft’s id and whether a send started (D2)', () => {
    writeDraft(sessionStorage, sampleEnquiry, null);
    expect(readDraft(sessionStorage)).toEqual({ values: sampleEnquiry, sending: null });
    writeDraft(sessionStorage, sampleEnquiry, { id: 'abc', attempted: true });
    expect(hasDraft(sessionStorage)).toBe(true);
    expect(readDraft(sessionStorage)).toEqual({ values: sampleEnquiry, sending: { id: 'abc', attempted: true } });
    clearDraft(sessionStorage);
    expect(hasDraft(sessionStorage)).toBe(false);
  });

  it('reads a draft written before ids were kept, and ignores what is not a field', () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: 'Grace', privacyAgreed: true, extra: 1, phone: 5 }));
    expect(readDraft(sessionStorage)).toEqual({
      values: { name: 'Grace', privacyAgreed: true, marketingAgreed: false },
      sending: null,
    });
  });

  it('drops an unreadable draft', () => {
    sessionStorage.setItem(draftKey, '{not json');
    expect(readDraft(sessionStorage)).toBeNull();
    expect(hasDraft(sessionStorage)).toBe(false);
  });

  it('costs only the draft when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(refusing, sampleEnquiry, null)).not.toThrow();
    expect(hasDraft(refusing)).toBe(false);
    expect(readDraft(refusing)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
