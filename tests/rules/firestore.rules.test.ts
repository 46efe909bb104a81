import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { doc, setDoc, getDoc, getDocs, collection, updateDoc, deleteDoc, setLogLevel } from 'firebase/firestore';
import type { DocumentReference } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailDocument, messageIdFor } from '../../domain/buildMailDocument';
import { messageIdFor as relayMessageIdFor } from '../../scripts/local/mail-relay.mjs';
import { sampleEnquiry } from '../../tests/unit/sampleEnquiry';
import { splitHostPort } from '../../services/localBackend.mjs';
import { newEnquiryId } from '../../services/enquiryId';
import { defaultLocale, localeCodes, locales } from '../../content/locales';
import { emulator } from './emulator';

const { host, port } = splitHostPort(emulator);

const valid = buildMailDocument(sampleEnquiry);
const text = valid.message.text;
const withMessage = (fields: Record<string, unknown>) => ({ ...valid, message: { ...valid.message, ...fields } });
const withText = (value: unknown) => withMessage({ text: value });
/** The form's text with `from` replaced in it, or with `more` after it. */
const swap = (from: string | RegExp, to: string) => withText(text.replace(from, to));
const after = (more: string) => withText(`${text}${more}`);

let env: RulesTestEnvironment;
const db = () => env.unauthenticatedContext().firestore();
/** A write as the form makes it: under a new id of the form's shape. */
const write = (data: unknown, id = newEnquiryId(), options = {}) =>
  setDoc(doc(db(), 'mail2', id), data as Record<string, unknown>, options);
/** The same document written again as the form's retry does: a merge (D2). */
const retry = (data: unknown, id: string) => write(data, id, { merge: true });
/** The form's values with some replaced, as a document. */
const withFields = (fields: Partial<typeof sampleEnquiry>) => buildMailDocument({ ...sampleEnquiry, ...fields });
/** The document `id` of mail2 past the rules, as the server sees it. */
const asServer = (id: string, run: (document: DocumentReference) => Promise<void>) =>
  env.withSecurityRulesDisabled((context) => run(doc(context.firestore(), 'mail2', id)));

type Case = [name: string, data: unknown, id?: string];
/** Writes every case at once, each under its own id; names those not answered `expected` (other errors throw). */
async function notAnswered(expected: 'allowed' | 'refused', cases: Case[]): Promise<string[]> {
  const refusal = (error: { code?: string }) => {
    if (error.code === 'permission-denied') return 'refused';
    throw error;
  };
  const verdicts = await Promise.all(cases.map(([, data, id]) => write(data, id).then(() => 'allowed', refusal)));
  return cases.filter((_, index) => verdicts[index] !== expected).map(([name]) => name);
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { host, port, rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
}, 60_000);
afterAll(() => env.cleanup());

const body = text.replace(/Nature of enquiry: [\s\S]*/, 'Nature of enquiry: Hello');
const german = buildMailDocument(sampleEnquiry, undefined, 'de');
const withLanguage = (language: unknown, value = german.message.text) => ({ ...withText(value), language });
const afterBody = (more: string) => withText(`${body}${more}`);
const withNatureOf = (nature: string) => swap(/Nature of enquiry: [\s\S]*/, `Nature of enquiry: ${nature}`);
/** A German document whose enquiry text is `nature`. */
const germanOf = (nature: string) => withLanguage('de', `${withNatureOf(nature).message.text}\nLanguage: Deutsch`);

describe('mail2 accepts the documents the form writes', () => {
  it('allows each of them, and no more than the form checks', { timeout: 60_000 }, async () => {
    const allowed: Case[] = [
      ['an ordinary enquiry, replying to its Email line’s address', valid],
      ['one without replyTo, from a page loaded before it was written', { to: valid.to, message: valid.message }],
      ['one letter or digit in each', withFields({ name: 'ㄱ', company: '٣', nature: '\u200b\nx' })],
      ['a name with a joiner between letters', withFields({ name: 'Zoe\u200dy' })],
      [
        'maximum lengths',
        withFields({
          ...{ name: 'n'.repeat(200), company: 'c'.repeat(200), nature: 'x'.repeat(5000) },
          ...{ email: `${'e'.repeat(240)}@x.example`, phone: `+${'1'.repeat(20)}` },
        }),
      ],
      [
        'unicode, emoji and right-to-left text',
        withFields({
          ...{ name: 'Zoë Łukasz', company: 'شركة البيانات', nature: 'GPUs 🚀 <b>now</b>' },
          ...{ email: 'zoe@data.example', phone: '+40 264 555 010' },
        }),
      ],
      // An English enquiry has no language, and its own text may end with any line (D61).
      ['an English text ending in a line like the language’s', withFields({ nature: 'Hello\nLanguage: Klingon' })],
      // The news line's label where it cannot read as the line (D78).
      ['the news label inside a line of the text', afterBody('\nOur Marketing: yes, a brochure')],
      ['the news label on the text’s first line, after its label', withText(body.replace('Hello', 'Marketing: yes'))],
      // Values that look blank (no letter or digit) are the form's to refuse (D71): the rules hold
      // them to printable characters only, as any value.
      ['a name of U+200B (zero width space)', withFields({ name: '\u200b' })],
      ['a company of a Hangul filler', withFields({ company: '\u3164' })],
      ['an enquiry text of a combining mark and punctuation', withFields({ nature: '\u0301.-' })],
    ];
    expect(Object.keys(valid)).toEqual(['to', 'message', 'replyTo']);
    expect(await notAnswered('allowed', allowed)).toEqual([]);
  });

  it.each(localeCodes.flatMap((locale) => [false, true].map((news) => [locale, news] as const)))(
    'accepts the document the %s form writes (news consent: %s), its language on the last line and beside the message, the Message-ID of its own id, and its retry',
    async (locale, marketingAgreed) => {
      const id = newEnquiryId();
      const document = buildMailDocument({ ...sampleEnquiry, marketingAgreed }, id, locale);
      const name = locale === defaultLocale ? undefined : locales[locale].nativeName;
      expect(document.message.text).toBe(
        `${text}${marketingAgreed ? '\nMarketing: yes' : ''}${name === undefined ? '' : `\nLanguage: ${name}`}`,
      );
      expect(document.language).toBe(name === undefined ? undefined : locale);
      // The local relay gives its mail the same Message-ID.
      expect(document.headers).toEqual({ 'Message-ID': `<mail.${id}@nexoform.example>` });
      expect(messageIdFor(id)).toBe(relayMessageIdFor(id, 'nexoform.example'));
      await assertSucceeds(write(document, id));
      await assertSucceeds(retry(document, id));
    },
  );

  it('takes a retry of an enquiry that landed as a merge that changes nothing, and leaves delivery alone (D2)', async () => {
    const retried = newEnquiryId();
    await assertSucceeds(retry(valid, retried));
    // The e-mail extension records its delivery on the document meanwhile.
    await asServer(retried, (document) => setDoc(document, { delivery: { state: 'SUCCESS' } }, { merge: true }));
    await assertSucceeds(retry(valid, retried));
    await asServer(retried, async (document) =>
      expect((await getDoc(document)).data()).toEqual({ ...valid, delivery: { state: 'SUCCESS' } }),
    );
  });
});

describe('mail2 refuses anything else', () => {
  /** A valid enquiry under a new id, with `fields` (headers, or a message) made for that id. */
  const forId = (name: string, fields: (id: string) => object): Case => {
    const id = newEnquiryId();
    return [name, { ...valid, ...fields(id) }, id];
  };
  const messageId = (name: string, value: (id: string) => unknown) =>
    forId(name, (id) => ({ headers: { 'Message-ID': value(id) } }));
  const refused: Case[] = [
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
    ['message.html', withMessage({ html: '<b>hi</b>' })],
    ['message.attachments', withMessage({ attachments: [{ path: 'https://x.example/a' }] })],
    ['a wrong recipient', { ...valid, to: ['sales@evil.example'] }],
    ['an extra recipient', { ...valid, to: ['enquiries@nexoform.example', 'x@evil.example'] }],
    ['a recipient as a string', { ...valid, to: 'enquiries@nexoform.example' }],
    ['no recipient', { message: valid.message }],
    ['no message', { to: valid.to }],
    ['another subject', withMessage({ subject: 'Win a prize' })],
    ['no subject', { ...valid, message: { text } }],
    ['message as a string', { ...valid, message: text }],
    ['text as a number', withText(42)],
    ['text as a list', withText([text])],
    ['oversized text', after('x'.repeat(6000))],
    ['an over-long name line', swap('Name: Grace Hopper', `Name: ${'n'.repeat(201)}`)],
    ['a broken line format', withText('Hello, please send me things')],
    ['the lines out of order', swap(/^Name: (.*)\nCompany: (.*)$/m, 'Company: $2\nName: $1')],
    ['a missing company line', swap(/Company: .*\n/, '')],
    ['letters in the phone line', swap(/Phone: .*/, 'Phone: call me maybe')],
    ['an email line without @', swap(/Email: .*/, 'Email: nobody')],
    ['an empty enquiry text', withNatureOf('')],
    // Direct writes bypass the form's normalisation (D4): no control or bidi control in any line.
    ['a bare CR forging a Bcc line', swap('Name: Grace Hopper', 'Name: x\rBcc: a@b.c')],
    ['CR then a dot (SMTP smuggling)', swap('Name: Grace Hopper', 'Name: x\r.')],
    ['a bare CR in the enquiry text', after('\r.\r\nMAIL FROM:<x@evil.example>')],
    ['CRLF in the enquiry text', after('\r\nmore')],
    ['NUL in the company', swap('Compiler Co', 'Compiler\u0000Co')],
    ['ESC in the enquiry text', after('\u001b[31m')],
    ['BEL in the phone', swap('Phone: ', 'Phone: \u0007')],
    ['a C1 control (NEL) in the name', swap('Grace', 'Gr\u0085ace')],
    ['a right-to-left override in the name', swap('Grace', 'Gr\u202eace')],
    ['a bidi isolate in the enquiry text', after('\u2066x\u2069')],
    ['a tab in the company', swap('Compiler Co', 'Compiler\tCo')],
    ['a no-break space in the phone', swap('+1 (713)', '+1\u00a0(713)')],
    ['a phone with 6 digits', swap(/Phone: .*/, 'Phone: 123 456')],
    ['a phone with 21 digits', swap(/Phone: .*/, `Phone: ${'1'.repeat(21)}`)],
    ['a plus inside the phone', swap(/Phone: .*/, 'Phone: 12+3456789')],
    ['an e-mail the form refuses', swap(/Email: .*/, 'Email: a b@c.example')],
    ['an e-mail with a leading-hyphen domain', swap(/Email: .*/, 'Email: a@-b.example')],
    ['a leading space in the name', swap('Name: ', 'Name:  ')],
    ['an enquiry text over 5,000 characters', withNatureOf('x'.repeat(5001))],
    // Another language (D61): only a real one, named on the text's last line as the document has it.
    ['a made-up language', withLanguage('tlh', `${text}\nLanguage: Klingon`)],
    ['a made-up language named on the line of a real one', withLanguage('de', `${text}\nLanguage: Klingon`)],
    ['English named as a language', withLanguage('en', `${text}\nLanguage: English`)],
    ['a line naming another language than the document', withLanguage('de', `${text}\nLanguage: Română`)],
    ['a language with no line naming it', withLanguage('de', text)],
    ['a language as a list', withLanguage(['de'])],
    ['text after the language line', withLanguage('de', `${german.message.text} and more`)],
    ['a language line after an enquiry text the form refuses', germanOf('')],
    ['a language line after an enquiry text over 5,000 characters', germanOf('x'.repeat(5001))],
    // The news line (D78): `Marketing: yes` in its place only.
    ['the news line in the middle of the text', swap('\nEmail: ', '\nMarketing: yes\nEmail: ')],
    ['the news line twice', withText(`${withFields({ marketingAgreed: true }).message.text}\nMarketing: yes`)],
    ['the news line with another value', after('\nMarketing: no')],
    ['the news line with something after its value', after('\nMarketing: yes!')],
    ['the news line in another case', after('\nmarketing: yes')],
    ['the news line after the Language line', withLanguage('de', `${text}\nLanguage: Deutsch\nMarketing: yes`)],
    ['a news line faked in the text before the real one', afterBody('\nMarketing: yes\nthanks\nMarketing: yes')],
    ['a news line faked in the enquiry text, with other words after it', afterBody('\nMarketing: yes\nthanks')],
    ['a news line faked after spaces', afterBody('\n  Marketing: yes')],
    ['a news line faked after a line separator', afterBody('\u2028Marketing: yes')],
    ['the news line after an enquiry text the form refuses', withText('Name: x\nMarketing: yes')],
    // The Message-ID: the document's own, in exactly the form's form, and no other header.
    messageId('the Message-ID of another document’s id', () => messageIdFor(newEnquiryId())),
    messageId('a Message-ID of another domain', (id) => `<mail.${id}@evil.example>`),
    messageId('a Message-ID without angle brackets', (id) => `mail.${id}@nexoform.example`),
    messageId('a header after the Message-ID', (id) => `${messageIdFor(id)}\r\nBcc: x@evil.example`),
    messageId('an empty Message-ID', () => ''),
    messageId('a Message-ID as a number', () => 42),
    forId('another header beside the Message-ID', (id) => ({
      headers: { 'Message-ID': messageIdFor(id), Bcc: 'x@evil.example' },
    })),
    forId('the Message-ID inside the message, where the extension no longer reads it', (id) =>
      withMessage({ messageId: messageIdFor(id) }),
    ),
    // Only the form's ids: the server's own documents (the delivery alerts) are out of reach.
    ['an alert’s id for another enquiry', valid, `delivery-alert-${newEnquiryId()}`],
    ['the alert prefix alone', valid, 'delivery-alert-'],
    ['19 letters and digits', valid, newEnquiryId().slice(1)],
    ['21 letters and digits', valid, `${newEnquiryId()}a`],
    ['20 characters with a hyphen', valid, `${newEnquiryId().slice(1)}-`],
    ['20 characters with an underscore', valid, `_${newEnquiryId().slice(1)}`],
    ['20 characters with a non-ASCII letter', valid, `é${newEnquiryId().slice(1)}`],
    ['a readable id', valid, 'my-enquiry'],
  ];
  it(`refuses every one of ${refused.length} documents and ids the form cannot write`, { timeout: 60_000 }, async () =>
    expect(await notAnswered('refused', refused)).toEqual([]),
  );

  it('refuses reading, listing, a delete, an update that changes anything (a retry cannot overwrite a landed enquiry) and the no-op retry of an alert’s id', async () => {
    const [seeded, alertId] = [newEnquiryId(), `delivery-alert-${newEnquiryId()}`];
    // Documents already there, as a visitor's write left them (written past the rules).
    await Promise.all([seeded, alertId].map((id) => asServer(id, (document) => setDoc(document, valid))));
    await assertFails(retry(valid, alertId));
    await assertFails(getDoc(doc(db(), 'mail2', seeded)));
    await assertFails(getDocs(collection(db(), 'mail2')));
    await assertFails(retry(after(' again'), seeded));
    await assertFails(retry({ ...valid, delivery: { state: 'RETRY' } }, seeded));
    await assertFails(updateDoc(doc(db(), 'mail2', seeded), { 'message.text': `${text} again` }));
    await assertFails(updateDoc(doc(db(), 'mail2', seeded), { 'delivery.state': 'RETRY' }));
    await assertFails(deleteDoc(doc(db(), 'mail2', seeded)));
  });

  it('refuses the same document in any other collection, and a subcollection of mail2', async () => {
    for (const name of ['mail', 'enquiries', 'users']) await assertFails(setDoc(doc(db(), name, 'x'), valid));
    await assertFails(setDoc(doc(db(), 'mail2', 'x', 'replies', 'y'), valid));
  });
});
