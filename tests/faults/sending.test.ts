/**
 * The visitor's side of the fault suite (docs/quality.md, D2): the form's sending
 * (components/ContactForm/contactSending.client.ts) with the real sendEnquiry, against the run's
 * emulator under the production rules, through lost writes, lost answers, a second tab of one
 * draft, an edit and a reload. A tab is the sending module with its own copy of the session
 * draft's record, as a duplicated tab or a reloaded page has it; what it shows is what its last
 * attempt answered. After each path, every enquiry a tab shows as sent is stored exactly once, as
 * that tab has it on screen, and nothing is stored twice.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSending, type Send } from '../../components/ContactForm/contactSending.client';
import type { SendRecord } from '../../components/ContactForm/contactDraft.client';
import { buildMailDocument } from '../../domain/buildMailDocument';
import type { Enquiry } from '../../domain/enquiry';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { newEnquiryId } from '../../services/enquiryId';
import { EnquirySendError } from '../../services/sendEnquiry';
import { sampleEnquiry } from '../unit/sampleEnquiry';
import { emulatorHost } from './harness';

const projectId = 'demo-faults-sending';
const documents = `http://${emulatorHost}/v1/projects/${projectId}/databases/(default)/documents`;

let sendEnquiry: Send;
beforeAll(async () => {
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', projectId);
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulatorHost);
  await loadRules(emulatorHost, projectId);
  // The form logs each failed attempt (D2); here every path has some.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sendEnquiry = (await import('../../services/sendEnquiry')).sendEnquiry;
});
afterEach(() => fetch(documents.replace('/v1/', '/emulator/v1/'), { method: 'DELETE' }));

/** The texts of the stored e-mails, read past the rules. */
async function storedTexts(): Promise<string[]> {
  const body = (await (await fetch(`${documents}/mail2`, { headers: { Authorization: 'Bearer owner' } })).json()) as {
    documents?: { fields: { message: { mapValue: { fields: { text: { stringValue: string } } } } } }[];
  };
  return (body.documents ?? []).map((document) => document.fields.message.mapValue.fields.text.stringValue);
}

/**
 * What the network does to one press of Submit or Retry: `ok`; `lost`, the write never reaches the
 * database; `unanswered`, it lands and its answer is lost; `reloaded`, the page reloads while the
 * write is out (it lands, or with `reloadedUnsent` it never left) and that page never learns.
 */
type Fault = 'ok' | 'lost' | 'unanswered' | 'reloaded' | 'reloadedUnsent';
const noAnswer = () => new EnquirySendError('No answer within 15 s');
const writes: Promise<unknown>[] = [];

function tab(restored: SendRecord | null, screen: Enquiry) {
  const faults: Fault[] = [];
  const state = { record: restored, screen, shows: 'idle' as 'idle' | 'sent' | 'failed' | 'gone' };
  const send: Send = async (enquiry, options) => {
    const fault = faults.shift() ?? 'ok';
    if (fault === 'lost') throw noAnswer();
    if (fault === 'reloadedUnsent') return new Promise<never>(() => {});
    const landing = sendEnquiry(enquiry, options);
    writes.push(landing.catch(() => {}));
    if (fault === 'ok') return landing;
    await landing.catch(() => {});
    if (fault === 'unanswered') throw noAnswer();
    return new Promise<never>(() => {});
  };
  const sending = createSending({ send, newId: newEnquiryId, restored, keep: (kept) => (state.record = kept) });
  // The draft is saved on the first input: the record (and the id it carries) exists before any send.
  sending.ensure();
  return Object.assign(state, {
    async press(fault: Fault) {
      faults.push(fault);
      const attempt = sending.attempt(state.screen);
      state.shows = fault.startsWith('reloaded') ? 'gone' : (await attempt) ? 'sent' : 'failed';
    },
    /** A duplicated tab, or this page after a reload: the draft copied (a reload mid-send shows the failure, D2). */
    copy() {
      const other = tab(state.record && { ...state.record }, { ...state.screen });
      if (sending.started()) other.shows = 'failed';
      return other;
    },
  });
}

/**
 * Each path is steps on tabs A, B, C…: `B=A` opens B as a copy of A (a duplicated tab, or A
 * reloaded), `A edit` changes A's enquiry text, `A <fault>` presses Submit or Retry in A.
 */
const paths: [string, string][] = [
  ['two tabs of one draft: A’s write is lost, B edits and sends, A retries', 'B=A, A lost, B edit, B ok, A ok'],
  ['two tabs of one draft: A’s answer is lost, B edits and sends, A retries', 'B=A, A unanswered, B edit, B ok, A ok'],
  ['two tabs of one draft: A’s answer is lost, B sends the same, A retries', 'B=A, A unanswered, B ok, A ok'],
  ['three tabs: A’s write lost, B edits, C sends the same, A retries', 'B=A, C=A, A lost, B edit, B ok, C ok, A ok'],
  ['a tab copied after a lost answer: B edits and sends, A retries', 'A unanswered, B=A, B edit, B ok, A ok'],
  ['an edit after a lost answer', 'A unanswered, A edit, A ok'],
  ['an edit after a lost write', 'A lost, A edit, A ok'],
  ['a reload while the write is out (it lands), then Retry', 'A reloaded, B=A, B ok'],
  ['a reload before the write left, an edit, then Retry', 'A reloadedUnsent, B=A, B edit, B ok'],
];

describe('sending under faults: sent means stored, as on screen, once', { timeout: 60_000 }, () => {
  it.each(paths)('%s', async (_name, steps) => {
    const tabs = new Map([['A', tab(null, sampleEnquiry)]]);
    for (const step of steps.split(', ')) {
      const [name = '', action = ''] = step.split(/[ =]/);
      const current = tabs.get(name);
      if (step.includes('=')) tabs.set(name, (tabs.get(action) ?? tab(null, sampleEnquiry)).copy());
      else if (action === 'edit' && current)
        current.screen = { ...current.screen, nature: `${current.screen.nature} Edited in ${name}.` };
      else await current?.press(action as Fault);
    }
    await Promise.all(writes.splice(0));
    const stored = await storedTexts();
    const text = (enquiry: Enquiry) => buildMailDocument(enquiry).message.text;
    const open = [...tabs.values()].filter((each) => each.shows !== 'gone');
    // Every tab still open ends sent: none shows a failure for an enquiry that is stored.
    expect(open.map((each) => each.shows)).toEqual(open.map(() => 'sent'));
    for (const shown of open)
      expect(stored.filter((each) => each === text(shown.screen))).toEqual([text(shown.screen)]);
    expect(new Set(stored).size).toBe(stored.length);
  });
});
