import { describe, expect, it, vi } from 'vitest';
import { sampleEnquiry as enquiry } from '../tests/unit/sampleEnquiry';

const setDoc = vi.fn(async () => {});
vi.mock('firebase/firestore/lite', () => ({ doc: vi.fn(() => ({})), setDoc }));
vi.mock('./firebaseApp', () => ({ getDb: vi.fn(async () => ({})) }));
vi.mock('./appCheck', () => ({
  ensureAppCheckToken: vi.fn(() => Promise.reject(new Error('No App Check token within 8 s'))),
}));

describe('sendEnquiry without an App Check token (D17)', () => {
  it('writes nothing and fails as a refusal, so the form shows the D2 failure path', async () => {
    const { sendEnquiry, EnquirySendError } = await import('./sendEnquiry');
    const failure = await sendEnquiry(enquiry, { id: 'id-1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnquirySendError);
    expect(failure).toMatchObject({ outcome: 'refused' });
    expect(setDoc).not.toHaveBeenCalled();
  });
});
