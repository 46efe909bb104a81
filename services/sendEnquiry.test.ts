import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Enquiry } from '../domain/enquiry';
import { loadRules } from '../scripts/local/firestore-rules.mjs';
import { enquiryIdFor, newEnquiryId } from './enquiryId';

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

type StoredText = { message: { mapValue: { fields: { text: { stringValue: string } } } } };
type StoredDocument = { name: string; fields: Record<string, unknown> & StoredText };
async function storedMail(): Promise<StoredDocument[]> {
  const response = await fetch(`${documentsUrl}/mail2`, { headers: owner });
  return ((await response.json()) as { documents?: StoredDocument[] }).documents ?? [];
}

let sendEnquiry: typeof import('./sendEnquiry').sendEnquiry;

beforeAll(async () => {
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', projectId);
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulator);
  await loadRules(emulator, projectId);
  ({ sendEnquiry } = await import('./sendEnquiry'));
});
afterEach(() =>
  fetch(`http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }),
);

it('makes 20-character ids of letters and digits: a draft’s at random, a document’s from the draft and the document', async () => {
  const drafts = new Set(Array.from({ length: 50 }, newEnquiryId));
  expect(drafts.size).toBe(50);
  const ids = await Promise.all(
    ['a', 'b'].flatMap((draft) => [{ x: 1 }, { x: 2 }].map((document) => enquiryIdFor(draft, document))),
  );
  expect(new Set(ids).size).toBe(4);
  expect(await enquiryIdFor('a', { x: 1 })).toBe(ids[0]);
  for (const id of [...drafts, ...ids]) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
});

it('writes exactly one document with the specified fields and its Message-ID', async () => {
  const id = await sendEnquiry(enquiry, { draft: newEnquiryId() });
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
        },
      },
    },
    // Derived from the id: every copy of this e-mail carries the same one.
    headers: { mapValue: { fields: { 'Message-ID': { stringValue: `<mail.${id}@nexoform.example>` } } } },
    replyTo: { stringValue: 'ada@analytical.example' },
  });
});

it('writes one draft’s enquiry once, from any tab or attempt, keeping its delivery; an edit or another draft is another (D2)', async () => {
  const draft = newEnquiryId();
  const id = await sendEnquiry(enquiry, { draft });
  // The e-mail extension records the delivery on the document meanwhile.
  const delivery = { mapValue: { fields: { state: { stringValue: 'SUCCESS' } } } };
  const patch = { method: 'PATCH', headers: owner, body: JSON.stringify({ fields: { delivery } }) };
  await fetch(`${documentsUrl}/mail2/${id}?updateMask.fieldPaths=delivery`, patch);
  expect(await sendEnquiry({ ...enquiry, name: ' Ada ' }, { draft })).toBe(id);
  expect(await storedMail()).toEqual([expect.objectContaining({ fields: expect.objectContaining({ delivery }) })]);
  const edited = await sendEnquiry({ ...enquiry, name: 'Ada Lovelace' }, { draft });
  const other = await sendEnquiry(enquiry, { draft: newEnquiryId() });
  expect(new Set([id, edited, other]).size).toBe(3);
  expect(await storedMail()).toHaveLength(3);
});

it('writes an enquiry with news consent under the id of its own document, the same for a retry, and leaves one without it as before (D78)', async () => {
  const draft = newEnquiryId();
  const without = await sendEnquiry({ ...enquiry, marketingAgreed: false }, { draft });
  // Unticked is the document of an enquiry that never had the box: the same id, nothing new stored.
  expect(await sendEnquiry(enquiry, { draft })).toBe(without);
  const news = await sendEnquiry({ ...enquiry, marketingAgreed: true }, { draft, language: 'de' });
  expect(await sendEnquiry({ ...enquiry, marketingAgreed: true }, { draft, language: 'de' })).toBe(news);
  const texts = (await storedMail()).map(({ fields }) => fields.message.mapValue.fields.text.stringValue);
  expect(texts.map((text) => text.split('\n').slice(4))).toEqual(
    expect.arrayContaining([
      ['Nature of enquiry: Hello 👋'],
      ['Nature of enquiry: Hello 👋', 'Marketing: yes', 'Language: Deutsch'],
    ]),
  );
  expect(texts).toHaveLength(2);
});

it('fails a write the rules refuse, storing nothing, and one with no answer in time (which may land later)', async () => {
  const failed = { name: 'EnquirySendError' };
  const refused = sendEnquiry({ ...enquiry, phone: 'call me' }, { draft: newEnquiryId() });
  await expect(refused).rejects.toMatchObject({ ...failed, message: expect.stringContaining('permission-denied') });
  expect(await storedMail()).toHaveLength(0);
  await expect(sendEnquiry(enquiry, { draft: newEnquiryId(), timeoutMs: 1 })).rejects.toMatchObject(failed);
});
