import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPhone,
  maxLengths,
  messages,
  normaliseEnquiry,
  validateEnquiry,
  type Enquiry,
} from './enquiry';

const valid: Enquiry = {
  name: 'Grace Hopper',
  company: 'Compiler Co',
  email: 'grace@compiler.example',
  phone: '+44 20 7946 0000',
  nature: 'We need 20MW of GPU capacity next year.',
  privacyAgreed: true,
};

type Case = [string, Partial<Enquiry>, ReturnType<typeof validateEnquiry>];
const failed = (field: keyof Enquiry, message: string) => ({ field, message });
const required = (field: keyof Enquiry) => failed(field, messages.required);
/** A value as a title shows it: every character beyond printable ASCII as its code point. */
const shown = (text: string) =>
  [...text].map((c) => (/[!-~]/.test(c) ? c : `\\u{${c.codePointAt(0)!.toString(16)}}`)).join('');

it.each<Case>([
  [
    'an empty form stops at the name',
    { name: '', company: '', email: '', phone: '', nature: '', privacyAgreed: false },
    required('name'),
  ],
  ['then the company', { company: '' }, required('company')],
  ['then the email', { email: '' }, required('email')],
  ['an invalid email', { email: 'grace@' }, failed('email', messages.email)],
  ['then the phone', { phone: '' }, required('phone')],
  ['a phone with letters', { phone: '0800 FLOWERS' }, failed('phone', messages.phone)],
  ['then the enquiry', { nature: '\n  ' }, required('nature')],
  ['then the privacy checkbox', { privacyAgreed: false }, failed('privacyAgreed', messages.privacy)],
  ['an over-long enquiry', { nature: 'x'.repeat(5001) }, failed('nature', messages.tooLong(5000))],
  ['an over-long name', { name: 'x'.repeat(201) }, failed('name', messages.tooLong(200))],
  // Blank, format characters, joiners and marks, Hangul fillers, a Braille blank and tag characters, controls.
  ...[
    '   ',
    '\u200b',
    '\u200d\u200c\u200e\u200f\u061c',
    '\u3164 \u115f\u1160\uffa0',
    '\u2800\u{e0041}',
    '\u0000\u202e\u00a0',
  ].map((name): Case => [`a name of ${shown(name)} counts as empty`, { name }, required('name')]),
  ['a company of one zero width space counts as empty', { company: '\u200b' }, required('company')],
  ['an enquiry of format characters counts as empty', { nature: '\u200b\n\u2060' }, required('nature')],
  ['one letter or digit of any script is enough', { name: 'ㄱ', company: '٣', nature: '\u200bx' }, null],
  ['a letter beyond the first plane is enough (Adlam)', { name: '\u{1E900}\u{1E922}' }, null],
  ['a valid enquiry passes', {}, null],
  ['maximum lengths pass', { name: 'n'.repeat(200), company: 'c'.repeat(200), nature: 'e'.repeat(5000) }, null],
  // D78: a later line of the text may not read as the e-mail's news line, in any case or spacing.
  ...['Hi\nMarketing: yes', 'Hi\n  marketing:yes', 'Hi\r\nMARKETING: no', 'Hi\u2028Marketing: yes!'].map(
    (nature): Case => [
      `a later line starting with the news label (${JSON.stringify(nature)})`,
      { nature, marketingAgreed: true },
      failed('nature', messages.marketing),
    ],
  ),
  ['the news label on the text’s first line, after its own label in the e-mail', { nature: 'Marketing: yes' }, null],
  ['the news label inside a line', { nature: 'Hi\nOur Marketing: yes, we need a brochure' }, null],
  ['the email error comes before a missing phone', { email: 'nope', phone: '' }, failed('email', messages.email)],
  // A phone number pasted with a no-break space, a narrow no-break space, a tab, or bidi marks from a contacts app.
  ...['+44\u00a020 7946 0000', '+44\u202f20 7946 0000', '+44\t20 7946 0000', '\u202a+44 20 7946 0000\u202c'].map(
    (phone): Case => [`a phone pasted as ${shown(phone)} passes`, { phone }, null],
  ),
])('validateEnquiry: %s', (_name, change, expected) => {
  expect(validateEnquiry({ ...valid, ...change })).toEqual(expected);
});

describe.each([
  [
    'isValidEmail (the HTML standard rule)',
    isValidEmail,
    ['a@b.example', 'first.last+tag@sub.domain.example', 'user@localhost'],
    [
      'no-at-sign.example',
      'two@@signs.example',
      'space in@name.example',
      'a@-leading-hyphen.example',
      'a@b.example, c@d.example',
    ],
  ],
  [
    'isValidPhone (D4)',
    isValidPhone,
    ['+1 (713) 555-0143', '+44 20 7946 0321', '0264.555.010', '1234567'],
    ['123456', '1'.repeat(21), '12+3456789', '++44 20 7946 0321', '+44 20 7946 0321 ext 5'],
  ],
] as const)('%s', (_name, isValid, valid, invalid) => {
  it.each(valid)('accepts %s', (value) => expect(isValid(value)).toBe(true));
  it.each(invalid)('refuses %s', (value) => expect(isValid(value)).toBe(false));
});

const normalised = (change: Partial<Enquiry>) => normaliseEnquiry({ ...valid, ...change });
it('normaliseEnquiry drops half of a character (a surrogate without its pair), keeps whole emoji', () => {
  const cut = '😀'.slice(0, 1);
  expect(normalised({ name: `Zoe${cut}😀`, nature: `a${cut}\nb` })).toMatchObject({ name: 'Zoe😀', nature: 'a\nb' });
});
it('normaliseEnquiry trims every field and turns line breaks in one-line fields into spaces', () => {
  const trimmed = normalised({ name: '  Grace\r\nHopper ', company: 'A\nB', nature: ' line 1\r\nline 2 ' });
  expect(trimmed).toEqual({ ...valid, name: 'Grace Hopper', company: 'A B', nature: 'line 1\nline 2' });
});
it('normaliseEnquiry makes white space of any kind one space and drops controls and bidi controls in one-line fields (D4)', () => {
  const [name, company] = ['\u00a0Grace\t\u202fHopper\u3000', 'Compiler\u0000 \u001b[31mCo\u202e'];
  const spaced = normalised({ name, company, phone: '\u202a+44\u00a020 7946\u202f0000\u202c' });
  expect(spaced).toEqual({ ...valid, name: 'Grace Hopper', company: 'Compiler [31mCo', phone: '+44 20 7946 0000' });
});
it('normaliseEnquiry makes a bare CR a line break in the enquiry text and drops other controls', () => {
  expect(normalised({ nature: '\u2067a\rb\r\nc\td\u0007\n\n' }).nature).toBe('a\nb\nc d');
});
it('normaliseEnquiry leaves the limits as D4 sets them', () => {
  expect(maxLengths).toEqual({ name: 200, company: 200, email: 254, phone: 40, nature: 5000 });
});
