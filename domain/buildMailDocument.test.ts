import { describe, expect, it } from 'vitest';
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

describe('buildMailDocument', () => {
  it('addresses the one recipient with the fixed subject and only to/message', () => {
    const mail = buildMailDocument(base);
    expect(mail).toEqual({
      to: ['enquiries@nexoform.example'],
      message: {
        subject: 'New contact request',
        text: 'Name: Ada\nCompany: Analytical Ltd\nEmail: ada@analytical.example\nPhone: +44 20 7946 0000\nNature of enquiry: Hello',
      },
    });
    expect(Object.keys(mail)).toEqual(['to', 'message']);
    expect(Object.keys(mail.message)).toEqual(['subject', 'text']);
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
});
