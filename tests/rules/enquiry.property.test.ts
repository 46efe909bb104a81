import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes } from '../../content/locales';
import { buildMailDocument, mailLines, messageIdFor, type MailDocument } from '../../domain/buildMailDocument';
import { hasLetterOrDigit, maxLengths, normaliseEnquiry, validateEnquiry, type Enquiry } from '../../domain/enquiry';
import { languageLabel, languageName } from '../../domain/enquiryLanguage';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { newEnquiryId } from '../../services/enquiryId';
import { sampleEnquiry } from '../unit/sampleEnquiry';
import { emulator } from './emulator';

/*
 * D4 and D78, one definition of a valid enquiry, its news line included, tested both ways against firestore.rules in the
 * emulator with the same random and hostile input:
 * - the form (validateEnquiry, then buildMailDocument) sends a value exactly when the rules
 *   accept its document, letters aside (only the form asks for a letter or digit, D71): what the
 *   form sends the rules accept, and what the rules refuse the form refused first, with a message;
 *   half the time one of the document's other fields is changed (fieldChanges), which the rules
 *   refuse unless the change only leaves out a field they let go missing;
 * - a direct write (no form, no normalisation) is accepted exactly when its text is one the
 *   form could have sent, letters aside.
 * Seeded, so a run is repeatable; a failure lists every disagreement. The writes go over the
 * emulator's REST API without credentials, as a visitor's would, 16 at a time.
 */
const seed = 20_2025;
const formCases = 700;
const directCases = 500;

const projectId = 'demo-rules-property';
const documents = `http://${emulator}/v1/projects/${projectId}/databases/(default)/documents`;

// Blank-looking: format characters, fillers and blanks that are no letter or digit (D4).
const blankLooking = [...'\u200d\u200c\u200f\u061c\u2060\u3164\uffa0\u2800\u{e0041}\u0301'];
const blank: Enquiry = { name: '', company: '', email: '', phone: '', nature: '', privacyAgreed: true };
// What a hostile or careless visitor can put in a field: controls, every kind of space, bidi
// controls and marks, line breaks, and the pieces of a header or SMTP injection.
const hostile = [
  ...'\u0000\u0007\u0008\t\n\u000b\u000c\r',
  ...['\r\n', ...'\u001b\u007f\u0085\u009b', ' ', '  '],
  ...'\u00a0\u1680\u2003\u2028\u2029\u202f\u205f\u3000\ufeff',
  ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200b',
  ...['\r.', '\r\n.\r\n', '\nBcc: a@b.c', 'Bcc: a@b.c', ':', '@', '.', '+', '(', ')', '-'],
];
/** The e-mail's own later lines, forged from inside the enquiry text (D64, D78). */
const forged = ['\nMarketing: yes', '\n marketing:', '\u2028Marketing: no', 'Marketing: yes', '\nLanguage: Deutsch'];
/** The hostile pieces normalisation takes away entirely (spaces, controls, bidi controls). */
const vanishing = hostile.filter((piece) => normaliseEnquiry({ ...blank, name: piece }).name === '');
const removable = fc.array(fc.constantFrom(...vanishing), { maxLength: 3 }).map((pieces) => pieces.join(''));
const letters = fc.constantFrom(...'aZé漢ش7-.&'.split(''), 'Ω', '😀', '\u0301', "'");
/** A word: a letter or digit, then anything `letters` holds (the values with none come from blankValue and the hostile pieces). */
const word = fc
  .tuple(fc.constantFrom(...'aZé漢ش7Ω'.split('')), fc.string({ unit: letters, maxLength: 7 }))
  .map(([first, rest]) => `${first}${rest}`);
const piece = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 2, arbitrary: fc.constantFrom(...hostile) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
);
const text = (maxPieces: number) =>
  fc.array(piece, { minLength: 1, maxLength: maxPieces }).map((pieces) => pieces.join(''));
/** A value as typed: as is, wrapped in what normalisation removes, or with anything around it. */
const typed = (core: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: core },
    { weight: 4, arbitrary: fc.tuple(removable, core, removable).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.tuple(text(2), core, text(2)).map((parts) => parts.join('')) },
  );
/**
 * Values at and around a limit, where the two sides could count characters differently. A run of
 * emoji starts with a letter, since a value of emoji alone has no letter or digit (D4).
 */
const near = (max: number, unit: string, lead = '') =>
  fc.integer({ min: max - 2, max: max + 2 }).map((n) => `${lead}${unit.repeat(n)}`);

/** A value of blank-looking pieces only, with a dot or a space among them now and then. */
const blankValue = fc
  .array(fc.constantFrom(...blankLooking, '\u200b', ' ', '.'), { minLength: 1, maxLength: 4 })
  .map((pieces) => pieces.join(''));
const oneLine = (max: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')) },
    { weight: 2, arbitrary: text(6) },
    { weight: 1, arbitrary: near(max, 'n') },
    { weight: 1, arbitrary: near(max / 2, '😀', 'Ω') },
  );
const email = fc.oneof(
  { weight: 10, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...'a@b|user@localhost|a@-b.example|a@b-.example|a b@c.example|a@b..example|@b.example|a@|é@b.example'.split('|'),
      ...['a@b.example, c@d.example', `${'e'.repeat(243)}@x.example`, `${'e'.repeat(244)}@x.example`],
      ...[`a@${'b'.repeat(63)}.example`, `a@${'b'.repeat(64)}.example`, 'a@b\u00a0.example', 'a\u202e@b.example'],
    ),
  },
  { weight: 1, arbitrary: text(4) },
);
const separator = fc.constantFrom(' ', '-', '.', ' (', ') ', '\u00a0', '\u202f', '\t', '  ', '');
const phone = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.constantFrom('+', '', '00', '(+'),
        fc.array(fc.tuple(fc.stringMatching(/^[0-9]{2,4}$/), separator), { minLength: 2, maxLength: 6 }),
      )
      .map(([start, groups]) => `${start}${groups.map(([digits, after]) => digits + after).join('')}`),
  },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789 +().-x٣\u202a\u202c'.split('')), maxLength: 45 }),
  },
  { weight: 1, arbitrary: near(40, '1') },
  { weight: 1, arbitrary: near(20, '9') },
);
const nature = fc.oneof(
  { weight: 5, arbitrary: text(12) },
  { weight: 1, arbitrary: fc.tuple(text(4), fc.constantFrom(...forged), text(2)).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: near(maxLengths.nature, 'x') },
  { weight: 1, arbitrary: near(maxLengths.nature / 2, '😀', 'Ω') },
);

const anyEnquiry: fc.Arbitrary<Enquiry> = fc.record({
  name: typed(oneLine(maxLengths.name)),
  company: typed(oneLine(maxLengths.company)),
  email: typed(email),
  phone: typed(phone),
  nature: typed(nature),
  privacyAgreed: fc.constant(true),
  marketingAgreed: fc.boolean(),
});
/** Now and then one of the fields that need a letter or digit holds only blank-looking characters. */
const enquiry: fc.Arbitrary<Enquiry> = fc.oneof(
  { weight: 12, arbitrary: anyEnquiry },
  {
    weight: 1,
    arbitrary: fc
      .tuple(anyEnquiry, fc.constantFrom('name', 'company', 'nature'), blankValue)
      .map(([value, field, blankLike]) => ({ ...value, [field]: blankLike })),
  },
);

/** A document's fields as the emulator's REST API takes them: strings, lists and maps. */
const asFields = (map: object): object => ({
  fields: Object.fromEntries(Object.entries(map).map(([key, value]) => [key, firestoreValue(value)])),
});
function firestoreValue(value: unknown): object {
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(firestoreValue) } };
  return { mapValue: asFields(value as object) };
}

/**
 * A document's fields besides its text, each of which the rules check (D3, D61, D69, D70), changed
 * as only a direct write changes them: left out where a page loaded before the field existed
 * leaves it out (accepted with a text the form sends), or made as no form makes it (refused).
 */
const fieldChanges: [change: string, accepted: boolean, (mail: MailDocument) => object][] = [
  ['none', true, (mail) => mail],
  ['no replyTo', true, ({ replyTo: _replyTo, ...mail }) => mail],
  ['no Message-ID', true, ({ headers: _headers, ...mail }) => mail],
  ['another recipient', false, (mail) => ({ ...mail, to: ['sales@evil.example'] })],
  ['an extra recipient', false, (mail) => ({ ...mail, to: [...mail.to, 'x@evil.example'] })],
  ['no recipient', false, ({ to: _to, ...mail }) => mail],
  ['another subject', false, (mail) => ({ ...mail, message: { ...mail.message, subject: 'Win a prize' } })],
  ['no subject', false, (mail) => ({ ...mail, message: { text: mail.message.text } })],
  ['message.html', false, (mail) => ({ ...mail, message: { ...mail.message, html: '<b>hi</b>' } })],
  ['another id’s Message-ID', false, (mail) => ({ ...mail, headers: { 'Message-ID': messageIdFor(newEnquiryId()) } })],
  ['an extra header', false, (mail) => ({ ...mail, headers: { ...mail.headers, 'X-Test': '1' } })],
  ['a replyTo other than the Email line', false, (mail) => ({ ...mail, replyTo: `x${mail.replyTo}` })],
  ['an extra bcc', false, (mail) => ({ ...mail, bcc: ['x@evil.example'] })],
  ['English named as a language', false, (mail) => ({ ...mail, language: defaultLocale })],
  [
    'a language the text’s last line does not name',
    false,
    (mail) => ({
      ...mail,
      language: localeCodes.find(
        (code) => code !== defaultLocale && !mail.message.text.endsWith(`\n${languageLabel}${languageName(code)}`),
      ),
    }),
  ],
];

/** Creates the document without credentials, as a visitor's browser does; true when the rules accepted it. */
async function create(id: string, mail: object): Promise<boolean> {
  const body = JSON.stringify(asFields(mail));
  const response = await fetch(`${documents}/mail2?documentId=${id}`, { method: 'POST', body });
  await response.text();
  if (response.status !== 200 && response.status !== 403) throw new Error(`The emulator answered ${response.status}`);
  return response.ok;
}
/** Writes each under a new id of the form's shape, the document made for that id (it may carry its Message-ID). */
async function accepted(mails: ((id: string) => object)[]): Promise<boolean[]> {
  const results: boolean[] = [];
  let next = 0;
  const worker = async () => {
    while (next < mails.length) {
      const [index, id] = [next++, newEnquiryId()];
      results[index] = await create(id, mails[index]!(id));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return results;
}

/** The site's languages in turn, so that each has its share of the writes. */
const languageOf = (index: number) => localeCodes[index % localeCodes.length];

const clear = () => fetch(documents.replace('/v1/', '/emulator/v1/'), { method: 'DELETE' });
beforeAll(async () => {
  await loadRules(emulator, projectId);
  await clear();
}, 60_000);
afterAll(clear);

const show = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} characters)` : v,
  );

/**
 * A letter or digit first assigned in each Unicode version that assigned any (the Unicode
 * Character Database's DerivedAge): the Georgian Mtavruli (11.0), Cherokee small letters
 * (8.0), Myanmar digits (7.0) among them, and scripts beyond the first plane (3.1, 15.0).
 */
const letterOfVersion = [
  ...(
    '1.1:61 2.0:f00 3.0:1f6 3.1:10300 3.2:220 4.0:221 4.1:237 5.0:242 5.1:370 5.2:800 6.0:620 6.1:8a0 ' +
    '7.0:a9f0 8.0:ab70 9.0:1c80 10.0:860 11.0:1c90 12.0:e86 13.0:8be 14.0:a7c0 15.0:11f04 16.0:1c89 17.0:a7ce'
  ).matchAll(/(\S+):(\w+)/g),
].map(([, version, hex = '']) => ({ name: `Unicode ${version}`, codePoint: parseInt(hex, 16) }));
/** Every general category as this engine's Unicode data has it (surrogates aside: no string holds one alone). */
const categories = 'Lu Ll Lt Lm Lo Nd Nl No Mn Mc Me Pc Pd Ps Pe Pi Pf Po Sm Sc Sk So Zs Zl Zp Cc Cf Co Cn'.split(' ');
function codePointsByCategory(): Map<string, number[]> {
  let every = '';
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
    if (codePoint < 0xd800 || codePoint > 0xdfff) every += String.fromCodePoint(codePoint);
  // One native scan per category, in code point order.
  return new Map(
    categories.map((category) => [
      category,
      (every.match(new RegExp(`\\p{${category}}`, 'gu')) ?? []).map((found) => found.codePointAt(0) ?? 0),
    ]),
  );
}

/** The value with `change` made to each field of `names`. */
function changed(value: Enquiry, names: readonly (keyof typeof maxLengths)[], change: (text: string) => string) {
  return { ...value, ...Object.fromEntries(names.map((name) => [name, change(value[name])])) };
}
/** The value with every blank-looking name, company or text made a letter: what the rules judge (D71). */
function lettersAside(value: Enquiry): Enquiry {
  const normalised = normaliseEnquiry(value);
  const blank = (['name', 'company', 'nature'] as const).filter(
    (field) => normalised[field] !== '' && !hasLetterOrDigit(normalised[field]),
  );
  return changed(value, blank, () => 'x');
}

describe(`one definition of a valid enquiry (D4), seed ${seed}`, { timeout: 180_000 }, () => {
  it(`the form and the rules agree on ${formCases} enquiries, and on every field of their documents`, async () => {
    const cases = fc.sample(enquiry, { seed, numRuns: formCases });
    // Half as the form writes them, half with one field besides the text changed.
    const changes = fc
      .sample(fc.oneof(fc.constant(0), fc.nat(fieldChanges.length - 1)), { seed: seed + 2, numRuns: formCases })
      .map((at) => fieldChanges[at]!);
    // Under a new id, with that id's Message-ID, in each language in turn.
    const verdicts = await accepted(
      cases.map((value, index) => (id) => changes[index]![2](buildMailDocument(value, id, languageOf(index)))),
    );
    const disagreements = cases.flatMap((value, index) => {
      const failure = validateEnquiry(lettersAside(value));
      const [change, kept] = changes[index]!;
      if ((failure === null && kept) === verdicts[index]) return [];
      const form = failure
        ? `refuses ${failure.field} ("${failure.message}"), the rules accept`
        : `sends, the rules ${kept ? 'refuse' : 'accept'}`;
      return [`the form ${form} (field changed: ${change}): ${show(normaliseEnquiry(value))}`];
    });
    const sendable = cases.filter((value) => validateEnquiry(value) === null).length;
    expect(disagreements, `${sendable} of ${formCases} sendable`).toEqual([]);
    // Both answers must be well represented, or the agreement proves little.
    expect(sendable).toBeGreaterThan(formCases / 6);
    expect(sendable).toBeLessThan(formCases * 0.8);
  });

  it('the form and the rules agree on one character of every Unicode category and version (D71)', async () => {
    // 8 of each category, and a letter or digit of each version, in the name, the company or the text.
    const samples = [...codePointsByCategory()].flatMap(([name, codePoints]) =>
      fc
        .sample(fc.nat(codePoints.length - 1), { seed, numRuns: 8 })
        .map((at) => ({ name, codePoint: codePoints[at] ?? 0 })),
    );
    const probes = [...samples, ...letterOfVersion];
    const fields = ['name', 'company', 'nature'] as const;
    const cases = probes.map(({ codePoint }, index) => ({
      ...sampleEnquiry,
      [fields[index % 3] as string]: String.fromCodePoint(codePoint),
    }));
    const verdicts = await accepted(cases.map((value) => () => buildMailDocument(value)));
    // Letters and digits of every category and version: the form and the rules agree exactly.
    // Anything else: the rules judge all but the letter the form asks for (D71).
    const disagreements = probes.flatMap(({ name, codePoint }, index) => {
      const value = cases[index] ?? sampleEnquiry;
      if ((validateEnquiry(/^[LN]|Unicode/.test(name) ? value : lettersAside(value)) === null) === verdicts[index])
        return [];
      return [
        `U+${codePoint.toString(16).toUpperCase()} (${name}): the rules ${verdicts[index] ? 'accept' : 'refuse'}`,
      ];
    });
    expect(disagreements).toEqual([]);
    // A letter or digit of every version is sent, and arrives.
    expect(letterOfVersion.filter((_, index) => !verdicts[samples.length + index])).toEqual([]);
  });

  it(`the rules accept a direct write exactly when the form could have sent it, on ${directCases} writes`, async () => {
    const fields = ['name', 'company', 'email', 'phone', 'nature'] as const;
    // As typed, as the form would send it, or as the form would send it with one hostile piece slipped in.
    const raw = fc
      .tuple(
        enquiry,
        fc.constantFrom('typed', 'sent', 'slipped'),
        fc.constantFrom(...fields),
        fc.nat(),
        fc.constantFrom(...hostile, ...forged),
      )
      .map(([value, kind, field, at, hostilePiece]) => {
        if (kind === 'typed') return value;
        const normalised = normaliseEnquiry(value);
        if (kind === 'sent') return normalised;
        const target = normalised[field];
        const index = at % (target.length + 1);
        return { ...normalised, [field]: `${target.slice(0, index)}${hostilePiece}${target.slice(index)}` };
      })
      // One-line values without LF, so each text splits into its five fields one way only.
      .map((value) => changed(value, ['name', 'company', 'email', 'phone'], (text) => text.replace(/\n/g, '')));
    // A database string holds whole characters: half of a surrogate pair, cut by a slipped
    // piece, arrives as U+FFFD (the JSON of the write carries it as an escape). Judge that.
    const cases = fc
      .sample(raw, { seed: seed + 1, numRuns: directCases })
      .map((value) => changed(value, fields, (text) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')));
    const body = (value: Enquiry) => mailLines.map(([label, field]) => `${label}${value[field]}`).join('\n');
    const direct = (value: Enquiry, id: string, index: number) => {
      const mail = buildMailDocument(value, id, languageOf(index));
      // The lines as typed, then the form's own (news, language).
      const text = `${body(value)}${mail.message.text.slice(body(normaliseEnquiry(value)).length)}`;
      return { ...mail, message: { ...mail.message, text } };
    };
    const verdicts = await accepted(cases.map((value, index) => (id) => direct(value, id, index)));
    const disagreements = cases.flatMap((value, index) => {
      const couldSend =
        validateEnquiry(lettersAside(value)) === null &&
        JSON.stringify(normaliseEnquiry(value)) === JSON.stringify(value);
      if (couldSend === verdicts[index]) return [];
      return [
        `${couldSend ? 'the rules refuse what the form sends' : 'the rules accept what the form cannot send'}: ${show(value)}`,
      ];
    });
    expect(disagreements).toEqual([]);
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(directCases / 20);
  });
});
