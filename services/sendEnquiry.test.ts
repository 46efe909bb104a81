// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Enquiry } from '../domain/enquiry';
import { loadRules } from '../scripts/local/firestore-rules.mjs';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: run these tests through `npm test` (tests/support/test.mjs).');
const projectId = 'demo-send-test';
const documentsUrl = `http://${emulator}/v1/projects/${projectId}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner' };

const enquiry: Enquiry = {
  name: 'Ada',
  company: 'Analytical Ltd',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  nature: 'Hello 👋',
  privacyAgreed: true,
};

async function storedMail(): Promise<{ name: string; fields: Record<string, unknown> }[]> {
  const response = await fetch(`${documentsUrl}/mail2`, { headers: owner });
  return (
    ((await response.json()) as { documents?: { name: string; fields: Record<string, unknown> }[] }).documents ?? []
  );
}

let sendEnquiry: typeof import('./sendEnquiry').sendEnquiry;
let newEnquiryId: typeof import('./sendEnquiry').newEnquiryId;

beforeAll(async () => {
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', projectId);
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulator);
  await loadRules(emulator, projectId);
  ({ sendEnquiry, newEnquiryId } = await import('./sendEnquiry'));
});
afterEach(() =>
  fetch(`http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }),
);

describe('sendEnquiry against the Firestore emulator', () => {
  it('makes 20-character ids of letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newEnquiryId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('writes exactly one document with the specified fields and its Message-ID', async () => {
    const id = newEnquiryId();
    await sendEnquiry(enquiry, { id });
    const docs = await storedMail();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.name.endsWith(`/mail2/${id}`)).toBe(true);
    expect(docs[0]?.fields).toEqual({
      to: { arrayValue: { values: [{ stringValue: 'enquiries@nexoform.example' }] } },
      message: {
        mapValue: {
          fields: {
            subject: { stringValue: 'New contact request' },
            text: {
              stringValue:
                'Name: Ada\nCompany: Analytical Ltd\nEmail: ada@analytical.example\nPhone: +44 20 7946 0000\nNature of enquiry: Hello 👋',
            },
            // Derived from the id: every copy of this e-mail carries the same one.
            messageId: { stringValue: `<mail.${id}@nexoform.example>` },
          },
        },
      },
    });
  });

  it('sends the same enquiry again under its id as sent, storing nothing more and keeping its delivery (D2)', async () => {
    const id = newEnquiryId();
    await sendEnquiry(enquiry, { id });
    // The e-mail extension records the delivery on the document meanwhile.
    const delivery = { mapValue: { fields: { state: { stringValue: 'SUCCESS' } } } };
    await fetch(`${documentsUrl}/mail2/${id}?updateMask.fieldPaths=delivery`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { delivery } }),
    });
    await expect(sendEnquiry(enquiry, { id })).resolves.toBeUndefined();
    const docs = await storedMail();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.fields.delivery).toEqual(delivery);
  });

  it('refuses other values under a stored id, unless an earlier attempt may have landed (D2)', async () => {
    const id = newEnquiryId();
    await sendEnquiry(enquiry, { id });
    const edited = { ...enquiry, name: 'Ada Lovelace' };
    await expect(sendEnquiry(edited, { id })).rejects.toMatchObject({ name: 'EnquirySendError', outcome: 'refused' });
    await expect(sendEnquiry(edited, { id, earlierAttemptMayHaveLanded: true })).resolves.toBeUndefined();
    const docs = await storedMail();
    expect(docs).toHaveLength(1);
    expect(JSON.stringify(docs[0]?.fields)).toContain('Name: Ada\\n');
  });

  it('gives up after the timeout with a lost outcome', async () => {
    await expect(sendEnquiry(enquiry, { id: newEnquiryId(), timeoutMs: 1 })).rejects.toMatchObject({ outcome: 'lost' });
  });
});
