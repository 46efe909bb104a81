import { expect, it, vi } from 'vitest';
import { sampleEnquiry as enquiry } from '../tests/unit/sampleEnquiry';

const setDoc = vi.fn(async () => {});
vi.mock('firebase/firestore/lite', () => ({ doc: vi.fn(() => ({})), setDoc }));
// The real timer (withTimeout), a stand-in database.
vi.mock('./firebaseApp', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./firebaseApp')>()),
  getDb: vi.fn(async () => ({})),
}));
vi.mock('./appCheck', () => ({
  ensureAppCheckToken: vi.fn(() => Promise.reject(new Error('No App Check token within 8 s'))),
}));

it('sendEnquiry without an App Check token (D17) writes nothing and fails, so the form shows the D2 failure path', async () => {
  const { sendEnquiry, EnquirySendError } = await import('./sendEnquiry');
  const failure = await sendEnquiry(enquiry, { draft: 'id-1' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(EnquirySendError);
  expect(failure).toMatchObject({ message: expect.stringContaining('No App Check token') });
  expect(setDoc).not.toHaveBeenCalled();
});
