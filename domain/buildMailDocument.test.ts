import { expect, it } from 'vitest';
import type { Enquiry } from './enquiry';
import { buildMailDocument } from './buildMailDocument';

const base: Enquiry = {
  name: 'Ada',
  company: 'Analytical Ltd',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  nature: 'Hello',
  privacyAgreed: true,
};

const textOf = (change: Partial<Enquiry>) => buildMailDocument({ ...base, ...change }).message.text;

it('addresses the one recipient with the fixed subject, replies to the visitor, and holds nothing else, byte for byte', () => {
  const text =
    'Name: Ada\nCompany: Analytical Ltd\nEmail: ada@analytical.example\nPhone: +44 20 7946 0000\nNature of enquiry: Hello';
  // D70: the reply goes exactly to the address of the Email line.
  const document = { to: ['enquiries@nexoform.example'], message: { subject: 'New contact request', text } };
  const replyTo = { replyTo: 'ada@analytical.example' };
  const spaced = { ...base, email: ' ada@analytical.example\u00a0' };
  expect(JSON.stringify(buildMailDocument(spaced))).toBe(JSON.stringify({ ...document, ...replyTo }));
  // With its id, a Message-ID; news consent not given and English named leave it as it is.
  const withId = JSON.stringify({ ...document, headers: { 'Message-ID': '<mail.abc@nexoform.example>' }, ...replyTo });
  for (const [change, language] of [[{}], [{ marketingAgreed: false }], [{}, 'en']] as const)
    expect(JSON.stringify(buildMailDocument({ ...spaced, ...change }, 'abc', language))).toBe(withId);
});

it.each<[string, Partial<Enquiry>, string]>([
  ['unicode', { name: 'Zoë Ångström-Łukasz' }, 'Name: Zoë Ångström-Łukasz\n'],
  ['emoji', { nature: 'GPUs 🚀🔥 now' }, 'Nature of enquiry: GPUs 🚀🔥 now'],
  ['right-to-left text', { company: 'شركة البيانات' }, 'Company: شركة البيانات\n'],
  [
    'HTML-looking text, kept as text',
    { nature: '<script>alert(1)</script><b>hi</b>' },
    'Nature of enquiry: <script>alert(1)</script><b>hi</b>',
  ],
  [
    'CR/LF inside a one-line field',
    { name: 'Ada\r\nEmail: evil@x.example' },
    'Name: Ada Email: evil@x.example\nCompany:',
  ],
  ['leading and trailing spaces', { email: '  ada@analytical.example  ' }, 'Email: ada@analytical.example\n'],
  ['line breaks kept in the enquiry', { nature: 'one\r\ntwo\nthree' }, 'Nature of enquiry: one\ntwo\nthree'],
])('keeps %s exactly', (_name, change, expected) => {
  expect(textOf(change)).toContain(expected);
});

it('carries maximum lengths whole', () => {
  const text = textOf({ name: 'n'.repeat(200), nature: 'e'.repeat(5000) });
  expect(text).toContain(`Name: ${'n'.repeat(200)}\n`);
  expect(text.endsWith(`Nature of enquiry: ${'e'.repeat(5000)}`)).toBe(true);
});

it('always has exactly five labelled lines before the enquiry text', () => {
  const lines = textOf({ name: 'a\nb', company: 'c\rd', phone: '1\u2028 2' }).split('\n');
  expect(lines.map((line) => line.split(':')[0])).toEqual(['Name', 'Company', 'Email', 'Phone', 'Nature of enquiry']);
});

const english = buildMailDocument(base, 'abc');
it('adds `Marketing: yes` after the enquiry text, before the language line, only when ticked (D78)', () => {
  expect(buildMailDocument({ ...base, marketingAgreed: true }, 'abc')).toEqual({
    ...english,
    message: { ...english.message, text: `${english.message.text}\nMarketing: yes` },
  });
  const text = buildMailDocument({ ...base, nature: 'one\ntwo', marketingAgreed: true }, 'abc', 'ro').message.text;
  expect(text.split('\n').slice(-4).join('\n')).toBe('Nature of enquiry: one\ntwo\nMarketing: yes\nLanguage: Română');
});

it('names the language of an enquiry made in another language on one more last line, and beside the message (D61)', () => {
  const german = buildMailDocument(base, 'abc', 'de');
  expect(german.message.text).toBe(`${english.message.text}\nLanguage: Deutsch`);
  expect(buildMailDocument(base, undefined, 'ro').message.text.split('\n').at(-1)).toBe('Language: Română');
  // Everything else is the English document's.
  const { language, ...rest } = german;
  expect(language).toBe('de');
  expect({ ...rest, message: { ...rest.message, text: english.message.text } }).toEqual(english);
});
