// @vitest-environment node
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { doc, setDoc, getDoc, getDocs, collection, updateDoc, deleteDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMailDocument, messageIdFor } from '../../domain/buildMailDocument';
import { messageIdFor as relayMessageIdFor } from '../../scripts/local/mail-relay.mjs';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { splitHostPort } from '../../services/localBackend.mjs';
import { newEnquiryId } from '../../services/enquiryId';
import { defaultLocale, localeCodes, locales } from '../../content/locales';
import { languageName } from '../../domain/enquiryLanguage';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator)
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run the rules tests through `npm test` (tests/support/test.mjs).',
  );
const { host, port } = splitHostPort(emulator);

const valid = buildMailDocument(sampleEnquiry);
const text = valid.message.text;
const withText = (value: unknown) => ({ ...valid, message: { ...valid.message, text: value } });

let env: RulesTestEnvironment;
const db = () => env.unauthenticatedContext().firestore();
/** A write as the form makes it: under a new id of the form's shape. */
const write = (data: unknown, id = newEnquiryId()) => setDoc(doc(db(), 'mail2', id), data as Record<string, unknown>);
/** The form's values with one field replaced, as a document. */
const withField = (field: keyof typeof sampleEnquiry, value: string) =>
  buildMailDocument({ ...sampleEnquiry, [field]: value });

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: {
      host,
      port,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

describe('mail2 accepts the documents the form writes', () => {
  it.each<[string, unknown]>([
    ['an ordinary enquiry, replying to its Email line’s address', valid],
    ['one without replyTo, from a page loaded before it was written', { to: valid.to, message: valid.message }],
    [
      'a name, a company and an enquiry of one letter or digit each',
      buildMailDocument({ ...sampleEnquiry, name: 'ㄱ', company: '٣', nature: '\u200b\nx' }),
    ],
    ['a name with a joiner between letters', withField('name', 'Zoe\u200dy')],
    [
      'maximum lengths',
      buildMailDocument({
        name: 'n'.repeat(200),
        company: 'c'.repeat(200),
        email: `${'e'.repeat(240)}@x.example`,
        phone: `+${'1'.repeat(20)}`,
        nature: 'x'.repeat(5000),
        privacyAgreed: true,
      }),
    ],
    [
      'unicode, emoji and right-to-left text',
      buildMailDocument({
        name: 'Zoë Łukasz',
        company: 'شركة البيانات',
        email: 'zoe@data.example',
        phone: '+40 264 555 010',
        nature: 'GPUs 🚀 <b>now</b>',
        privacyAgreed: true,
      }),
    ],
  ])('allows %s', async (_name, data) => {
    await assertSucceeds(write(data));
  });
});

describe('an enquiry made in another language (docs/decisions.md, D61)', () => {
  const german = buildMailDocument(sampleEnquiry, undefined, 'de');
  const withLanguage = (language: unknown, value = german.message.text) => ({
    ...valid,
    message: { ...valid.message, text: value },
    language,
  });

  it.each(localeCodes.filter((locale) => locale !== defaultLocale))(
    'accepts the document the %s form writes: its language named on the last line and beside the message',
    async (locale) => {
      const id = newEnquiryId();
      const document = buildMailDocument(sampleEnquiry, id, locale);
      expect(document.message.text).toBe(`${text}\nLanguage: ${locales[locale].nativeName}`);
      expect(document.language).toBe(locale);
      await assertSucceeds(write(document, id));
      // A retry writes it again, unchanged (D2).
      await assertSucceeds(setDoc(doc(db(), 'mail2', id), document, { merge: true }));
    },
  );

  it('leaves an English enquiry as it was: no language, and its own text may end with any line', async () => {
    expect(Object.keys(valid)).toEqual(['to', 'message', 'replyTo']);
    await assertSucceeds(write(buildMailDocument({ ...sampleEnquiry, nature: 'Hello\nLanguage: Klingon' })));
  });

  it.each<[string, unknown]>([
    ['a made-up language', withLanguage('tlh', `${text}\nLanguage: Klingon`)],
    ['a made-up language named on the line of a real one', withLanguage('de', `${text}\nLanguage: Klingon`)],
    ['English named as a language', withLanguage('en', `${text}\nLanguage: English`)],
    ['a line naming another language than the document', withLanguage('de', `${text}\nLanguage: Română`)],
    ['a language with no line naming it', withLanguage('de', text)],
    ['a language as a list', withLanguage(['de'])],
    ['text after the language line', withLanguage('de', `${german.message.text} and more`)],
    [
      'a language line after an enquiry text the form refuses',
      withLanguage('de', `${text.replace(/Nature of enquiry: [\s\S]*/, 'Nature of enquiry: ')}\nLanguage: Deutsch`),
    ],
    [
      'a language line after an enquiry text over 5,000 characters',
      withLanguage(
        'de',
        `${text.replace(/Nature of enquiry: [\s\S]*/, `Nature of enquiry: ${'x'.repeat(5001)}`)}\nLanguage: Deutsch`,
      ),
    ],
  ])('refuses %s', async (_name, data) => {
    await assertFails(write(data));
  });
});

describe('news consent: `Marketing: yes` in its place only (docs/decisions.md, D78)', () => {
  const news = buildMailDocument({ ...sampleEnquiry, marketingAgreed: true });
  const body = text.replace(/Nature of enquiry: [\s\S]*/, 'Nature of enquiry: Hello');
  const german = (value: string) => ({ ...withText(value), language: 'de' });

  it.each(localeCodes)('accepts the document the %s form writes with it, and its retry', async (locale) => {
    const id = newEnquiryId();
    const document = buildMailDocument({ ...sampleEnquiry, marketingAgreed: true }, id, locale);
    const name = languageName(locale);
    expect(document.message.text).toBe(`${text}\nMarketing: yes${name === undefined ? '' : `\nLanguage: ${name}`}`);
    await assertSucceeds(write(document, id));
    await assertSucceeds(setDoc(doc(db(), 'mail2', id), document, { merge: true }));
  });

  it.each<[string, string]>([
    ['the label inside a line of the text', `${body}\nOur Marketing: yes, a brochure`],
    ['the label on the text’s first line, after its own label', `${body.replace('Hello', 'Marketing: yes')}`],
  ])('accepts %s, which cannot read as the line', async (_name, value) => {
    await assertSucceeds(write(withText(value)));
  });

  it.each<[string, unknown]>([
    ['in the middle of the text', withText(text.replace('\nEmail: ', '\nMarketing: yes\nEmail: '))],
    ['twice', withText(`${news.message.text}\nMarketing: yes`)],
    ['with another value', withText(`${text}\nMarketing: no`)],
    ['with something after its value', withText(`${text}\nMarketing: yes!`)],
    ['in another case', withText(`${text}\nmarketing: yes`)],
    ['after the Language line', german(`${text}\nLanguage: Deutsch\nMarketing: yes`)],
    ['faked inside the enquiry text, before the real one', withText(`${body}\nMarketing: yes\nthanks\nMarketing: yes`)],
    ['faked inside the enquiry text, with other words after it', withText(`${body}\nMarketing: yes\nthanks`)],
    ['faked after spaces', withText(`${body}\n  Marketing: yes`)],
    ['faked after a line separator', withText(`${body}\u2028Marketing: yes`)],
    ['after an enquiry text the form refuses', withText('Name: x\nMarketing: yes')],
  ])('refuses it %s', async (_name, data) => {
    await assertFails(write(data));
  });
});

describe('the Message-ID derived from the document id', () => {
  it('is accepted in exactly that form, as the form writes it, and is the one the local relay uses', async () => {
    const id = newEnquiryId();
    const document = buildMailDocument(sampleEnquiry, id);
    expect(document.headers).toEqual({ 'Message-ID': `<mail.${id}@nexoform.example>` });
    expect(messageIdFor(id)).toBe(relayMessageIdFor(id, 'nexoform.example'));
    await assertSucceeds(write(document, id));
    // The retry merges the same document again: a write that changes nothing.
    await assertSucceeds(setDoc(doc(db(), 'mail2', id), document, { merge: true }));
  });

  it.each([
    ['another document’s id', (id: string) => messageIdFor(newEnquiryId()) ?? id],
    ['another domain', (id: string) => `<mail.${id}@evil.example>`],
    ['no angle brackets', (id: string) => `mail.${id}@nexoform.example`],
    ['a header after it', (id: string) => `${messageIdFor(id)}\r\nBcc: x@evil.example`],
    ['an empty one', () => ''],
    ['a number', () => 42],
  ])('refuses one with %s', async (_name, make) => {
    const id = newEnquiryId();
    await assertFails(write({ ...valid, headers: { 'Message-ID': make(id) } }, id));
  });

  it('refuses any other header, and the Message-ID inside the message, where the extension no longer reads it', async () => {
    const id = newEnquiryId();
    await assertFails(write({ ...valid, headers: { 'Message-ID': messageIdFor(id), Bcc: 'x@evil.example' } }, id));
    await assertFails(write({ ...valid, message: { ...valid.message, messageId: messageIdFor(id) } }, id));
  });
});

describe('a retry of an enquiry that landed (D2)', () => {
  it('writes the same document again as a merge that changes nothing, and leaves delivery alone', async () => {
    const retried = newEnquiryId();
    await assertSucceeds(setDoc(doc(db(), 'mail2', retried), valid, { merge: true }));
    // The e-mail extension records its delivery on the document meanwhile.
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'mail2', retried), { delivery: { state: 'SUCCESS' } }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(db(), 'mail2', retried), valid, { merge: true }));
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = (await getDoc(doc(context.firestore(), 'mail2', retried))).data();
      expect(stored).toEqual({ ...valid, delivery: { state: 'SUCCESS' } });
    });
  });
});

describe('mail2 refuses anything else', () => {
  const seeded = newEnquiryId();
  const denied: [string, unknown][] = [
    ['an extra top-level from', { ...valid, from: 'x@evil.example' }],
    ['a replyTo other than the Email line’s address', { ...valid, replyTo: 'x@evil.example' }],
    ['a replyTo in another case', { ...valid, replyTo: valid.replyTo.toUpperCase() }],
    ['a replyTo with a name', { ...valid, replyTo: `Grace <${valid.replyTo}>` }],
    ['a replyTo of two addresses', { ...valid, replyTo: `${valid.replyTo}, x@evil.example` }],
    ['a replyTo as a list', { ...valid, replyTo: [valid.replyTo] }],
    ['an extra bcc', { ...valid, bcc: ['x@evil.example'] }],
    ['an extra cc', { ...valid, cc: ['x@evil.example'] }],
    ['extra headers', { ...valid, headers: { 'X-Test': '1' } }],
    ['a client-written delivery field', { ...valid, delivery: { state: 'PENDING' } }],
    ['a template', { ...valid, template: { name: 'promo' } }],
    ['message.html', { ...valid, message: { ...valid.message, html: '<b>hi</b>' } }],
    [
      'message.attachments',
      { ...valid, message: { ...valid.message, attachments: [{ path: 'https://x.example/a' }] } },
    ],
    ['a wrong recipient', { ...valid, to: ['sales@evil.example'] }],
    ['an extra recipient', { ...valid, to: ['enquiries@nexoform.example', 'x@evil.example'] }],
    ['a recipient as a string', { ...valid, to: 'enquiries@nexoform.example' }],
    ['no recipient', { message: valid.message }],
    ['no message', { to: valid.to }],
    ['another subject', { ...valid, message: { ...valid.message, subject: 'Win a prize' } }],
    ['no subject', { ...valid, message: { text } }],
    ['message as a string', { ...valid, message: text }],
    ['text as a number', withText(42)],
    ['text as a list', withText([text])],
    ['oversized text', withText(`${text}${'x'.repeat(6000)}`)],
    ['an over-long name line', withText(text.replace('Name: Grace Hopper', `Name: ${'n'.repeat(201)}`))],
    ['a broken line format', withText('Hello, please send me things')],
    ['the lines out of order', withText(text.replace(/^Name: (.*)\nCompany: (.*)$/m, 'Company: $2\nName: $1'))],
    ['a missing company line', withText(text.replace(/Company: .*\n/, ''))],
    ['letters in the phone line', withText(text.replace(/Phone: .*/, 'Phone: call me maybe'))],
    ['an email line without @', withText(text.replace(/Email: .*/, 'Email: nobody'))],
    ['an empty enquiry text', withText(text.replace(/Nature of enquiry: [\s\S]*/, 'Nature of enquiry: '))],
    // Direct writes bypass the form's normalisation (D4): no control or bidi control in any line.
    ['a bare CR forging a Bcc line', withText(text.replace('Name: Grace Hopper', 'Name: x\rBcc: a@b.c'))],
    ['CR then a dot (SMTP smuggling)', withText(text.replace('Name: Grace Hopper', 'Name: x\r.'))],
    ['a bare CR in the enquiry text', withText(`${text}\r.\r\nMAIL FROM:<x@evil.example>`)],
    ['CRLF in the enquiry text', withText(`${text}\r\nmore`)],
    ['NUL in the company', withText(text.replace('Compiler Co', 'Compiler\u0000Co'))],
    ['ESC in the enquiry text', withText(`${text}\u001b[31m`)],
    ['BEL in the phone', withText(text.replace('Phone: ', 'Phone: \u0007'))],
    ['a C1 control (NEL) in the name', withText(text.replace('Grace', 'Gr\u0085ace'))],
    ['a right-to-left override in the name', withText(text.replace('Grace', 'Gr\u202eace'))],
    ['a bidi isolate in the enquiry text', withText(`${text}\u2066x\u2069`)],
    ['a tab in the company', withText(text.replace('Compiler Co', 'Compiler\tCo'))],
    ['a no-break space in the phone', withText(text.replace('+1 (713)', '+1\u00a0(713)'))],
    ['a phone with 6 digits', withText(text.replace(/Phone: .*/, 'Phone: 123 456'))],
    ['a phone with 21 digits', withText(text.replace(/Phone: .*/, `Phone: ${'1'.repeat(21)}`))],
    ['a plus inside the phone', withText(text.replace(/Phone: .*/, 'Phone: 12+3456789'))],
    ['an e-mail the form refuses', withText(text.replace(/Email: .*/, 'Email: a b@c.example'))],
    ['an e-mail with a leading-hyphen domain', withText(text.replace(/Email: .*/, 'Email: a@-b.example'))],
    ['a leading space in the name', withText(text.replace('Name: ', 'Name:  '))],
    [
      'an enquiry text over 5,000 characters',
      withText(text.replace(/Nature of enquiry: [\s\S]*/, `Nature of enquiry: ${'x'.repeat(5001)}`)),
    ],
  ];
  it.each(denied)('denies %s', async (_name, data) => {
    await assertFails(write(data));
  });

  // Values that look blank (no letter or digit) are the form's to refuse (D71): the rules hold
  // them to printable characters only, as any value.
  it.each<[string, unknown]>([
    ['a name of U+200B (zero width space)', withField('name', '\u200b')],
    ['a company of a Hangul filler', withField('company', '\u3164')],
    ['an enquiry text of a combining mark and punctuation', withField('nature', '\u0301.-')],
  ])('accepts %s, which only the form refuses', async (_name, data) => {
    await assertSucceeds(write(data));
  });

  // Only the form's ids: the server's own documents (the delivery alerts) are out of reach.
  it.each([
    ['an alert’s id for another enquiry', `delivery-alert-${newEnquiryId()}`],
    ['the alert prefix alone', 'delivery-alert-'],
    ['19 letters and digits', newEnquiryId().slice(1)],
    ['21 letters and digits', `${newEnquiryId()}a`],
    ['20 characters with a hyphen', `${newEnquiryId().slice(1)}-`],
    ['20 characters with an underscore', `_${newEnquiryId().slice(1)}`],
    ['20 characters with a non-ASCII letter', `é${newEnquiryId().slice(1)}`],
    ['a readable id', 'my-enquiry'],
  ])('denies a valid enquiry under %s', async (_name, id) => {
    await assertFails(write(valid, id));
  });

  it('denies the no-op retry of an alert’s id, so nothing of a visitor’s touches it', async () => {
    const alertId = `delivery-alert-${newEnquiryId()}`;
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', alertId), valid));
    await assertFails(setDoc(doc(db(), 'mail2', alertId), valid, { merge: true }));
  });

  it('denies reading one document', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', seeded), valid));
    await assertFails(getDoc(doc(db(), 'mail2', seeded)));
  });
  it('denies listing the collection', async () => {
    await assertFails(getDocs(collection(db(), 'mail2')));
  });
  it('denies an update that changes anything, so a retry cannot overwrite a landed enquiry', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', seeded), valid));
    await assertFails(setDoc(doc(db(), 'mail2', seeded), withText(`${text} again`), { merge: true }));
    await assertFails(setDoc(doc(db(), 'mail2', seeded), { ...valid, delivery: { state: 'RETRY' } }, { merge: true }));
    await assertFails(updateDoc(doc(db(), 'mail2', seeded), { 'message.text': `${text} again` }));
    await assertFails(updateDoc(doc(db(), 'mail2', seeded), { 'delivery.state': 'RETRY' }));
  });
  it('denies a delete', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'mail2', seeded), valid));
    await assertFails(deleteDoc(doc(db(), 'mail2', seeded)));
  });
  it.each(['mail', 'enquiries', 'users'])('denies writing the same document to %s', async (name) => {
    await assertFails(setDoc(doc(db(), name, 'x'), valid));
  });
  it('denies a subcollection of mail2', async () => {
    await assertFails(setDoc(doc(db(), 'mail2', 'x', 'replies', 'y'), valid));
  });
});
