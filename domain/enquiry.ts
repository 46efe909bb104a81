import { formErrors } from '../content/en/formErrors.ts';

/** docs/product.md §3 Contact enquiry (form state). */
export type Enquiry = {
  name: string;
  company: string;
  email: string;
  phone: string;
  nature: string;
  privacyAgreed: boolean;
  /** D78: the optional, unticked consent to news about the company's services; absent is not given. */
  marketingAgreed?: boolean;
};

export type EnquiryField = keyof Enquiry;
export type TextField = Exclude<EnquiryField, 'privacyAgreed' | 'marketingAgreed'>;

/** D4: the longest value each field takes, in the form and in the database rules. */
export const maxLengths = { name: 200, company: 200, email: 254, phone: 40, nature: 5000 } as const satisfies Record<
  TextField,
  number
>;

/**
 * docs/product.md §5 and D4: the messages, word for word, as the form writes them in English
 * (content/en/formErrors.ts); made where used, so the form's script, which never reads them, carries none.
 */
export const messages = /* @__PURE__ */ (() => ({
  ...formErrors,
  tooLong: (max: number) => formErrors.tooLong.other.replace('{count}', max.toLocaleString('en-GB')),
}))();

export type ValidationError = { field: EnquiryField; message: string };

/** Which message a failed check says (the keys of `messages`); the form shows it in the page's language. */
export type Reason = keyof typeof messages;
export type Failure = { field: EnquiryField; reason: Reason };

/*
 * D4: one definition of a valid enquiry. The character sets below are code point ranges, and
 * every pattern is written once, in a small notation that becomes both a JavaScript RegExp (the
 * form) and an RE2 pattern (firestore.rules, generated from `enquiryTextRule` in
 * domain/mailTextRule.ts and held equal to the file by its test). Lengths are UTF-16 code units
 * on both sides: JavaScript's `length` and the rules' `size()`.
 */
type Range = readonly [number, number];

/** C0 and C1 controls, DEL among them: NUL, BEL, ESC, CR, a bare CR ends an SMTP line. */
const controls: Range[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];
/** The same without LF, which the enquiry text keeps. */
const controlsButLineFeed: Range[] = [
  [0x00, 0x09],
  [0x0b, 0x1f],
  [0x7f, 0x9f],
];
/** Bidi embeddings, overrides and isolates: they reorder what is shown (U+202A–U+202E, U+2066–U+2069). */
const bidiControls: Range[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/** White space of every kind (what JavaScript's `\s` and `trim()` take): tab to CR, the Unicode spaces, U+FEFF. */
const spaces: Range[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/**
 * A pattern in both dialects: `{not: ranges}` is a character outside those ranges, `{any: ranges}`
 * one inside them, a string is written as is (the syntax JavaScript and RE2 share).
 */
export type Piece = string | { not: Range[] } | { any: Range[] };

/** A piece as a character class, each code point written by `escape`. */
export function charClass(piece: Exclude<Piece, string>, escape: (codePoint: number) => string): string {
  const ranges = 'not' in piece ? piece.not : piece.any;
  const body = ranges.map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`)).join('');
  return `[${'not' in piece ? '^' : ''}${body}]`;
}
export const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const toSource = (pieces: Piece[], escape: (codePoint: number) => string) =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : charClass(piece, escape))).join('');

/** A code point in a JavaScript pattern with the `u` flag. */
const jsEscape = (codePoint: number) => `\\u{${hex(codePoint)}}`;
/** The JavaScript form of a pattern, matched whole, with the `u` flag (code points, as RE2). */
export const jsPattern = (pieces: Piece[]) => new RegExp(`^(?:${toSource(pieces, jsEscape)})$`, 'u');

export const characters = {
  /** A character that shows: not white space, not a control, not a bidi control. */
  visible: { not: [...controls, ...bidiControls, ...spaces] },
  /** A character the enquiry text may hold besides LF: anything but a control or a bidi control. */
  textCharacter: { not: [...controlsButLineFeed, ...bidiControls] },
} as const satisfies Record<string, Piece>;
const { visible, textCharacter } = characters;

/**
 * What makes a name, company or enquiry text more than blank-looking: a letter or digit of any
 * script, as the browser's Unicode knows them, but the Hangul fillers, letters that show nothing.
 * The form alone judges it; the rules leave it to the form (docs/decisions.md, D71), since each
 * engine knows the letters of its own Unicode version only.
 */
const letterOrDigit = /(?![\u115F\u1160\u3164\uFFA0])[\p{L}\p{N}]/u;

/** Whether the value holds at least one letter or digit (docs/decisions.md#d4: blank-looking counts as empty). */
export function hasLetterOrDigit(value: string): boolean {
  return letterOrDigit.test(value);
}

/** The value patterns, after normalisation (normaliseEnquiry): what the form sends and the rules accept. */
export const patterns = {
  /** One-line fields: visible words separated by single spaces, nothing at either end. */
  oneLine: [visible, '+(?: ', visible, '+)*'],
  /** The enquiry text: starts and ends with a visible character, lines joined by LF. */
  text: [visible, '(?:(?:', textCharacter, '|\\n)*', visible, ')?'],
  /** The HTML standard's "valid email address" (the rule behind type="email"). */
  email: [
    "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*",
  ],
  /** 7–20 digits among `( ) - .` and spaces, with a `+` only first. */
  phone: ['\\+?[ ().-]*(?:[0-9][ ().-]*){7,20}'],
} as const satisfies Record<string, Piece[]>;

/**
 * D78: the e-mail's news line (`marketingLine`, domain/buildMailDocument.ts) goes where the free
 * enquiry text ends, so no line of that text but its first (which follows its label in the
 * e-mail) may start with the line's label, in any case, after any spaces: the line is never
 * forged, doubled or given another value, and its absence means no consent.
 */
const lineStarts: Range[] = [
  [0x0a, 0x0a],
  [0x2028, 0x2029],
];
/** What no enquiry text holds, found anywhere in it: a later line starting with `Marketing:`. */
export const forgedMarketingLine: Piece[] = [
  { any: lineStarts },
  { any: spaces },
  // The label in any case, spelled out: both dialects share this syntax, not a case flag.
  '*[Mm][Aa][Rr][Kk][Ee][Tt][Ii][Nn][Gg]:',
];

/**
 * An enquiry's document id, as the form makes it (services/enquiryId.ts): exactly 20 letters and
 * digits. The rules accept a visitor's document under no other id, so ids of another shape (the
 * delivery alerts', `delivery-alert-…`) are out of every visitor's reach.
 */
export const enquiryIdPattern: Piece[] = ['[A-Za-z0-9]{20}'];

const oneLinePattern = jsPattern(patterns.oneLine);
const emailPattern = jsPattern(patterns.email);
const phonePattern = jsPattern(patterns.phone);
const forgedMarketing = new RegExp(toSource(forgedMarketingLine, jsEscape), 'u');

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** D4: 7–20 digits once `+ ( ) - .` and spaces are removed; a `+` only first. */
export function isValidPhone(value: string): boolean {
  return oneLinePattern.test(value) && phonePattern.test(value);
}

const globalClass = (piece: Exclude<Piece, string>, suffix = '') =>
  new RegExp(`${charClass(piece, jsEscape)}${suffix}`, 'gu');
const anySpace = globalClass({ any: spaces }, '+');
/**
 * Half of a character (a surrogate without its pair, left by a cut in the middle of an emoji) is
 * no character, and the database cannot store it: it goes like a control. With the `u` flag only
 * an unpaired surrogate matches (JavaScript only: the database's strings never hold one).
 */
const loneSurrogates: Range = [0xd800, 0xdfff];
const invisible = globalClass({ any: [...controls, ...bidiControls, loneSurrogates] });
const invisibleInText = globalClass({ any: [...controlsButLineFeed, ...bidiControls, loneSurrogates] });
const spaceClass = charClass({ any: spaces }, jsEscape);
const edgeSpaces = new RegExp(`^${spaceClass}+|${spaceClass}+$`, 'gu');

/** D4: white space of any kind (line breaks, tabs, U+00A0, U+202F…) is one space; controls go. */
const oneLine = (value: string) =>
  value.replace(anySpace, ' ').replace(invisible, '').replace(/ {2,}/g, ' ').replace(/^ | $/g, '');

/** D4: CRLF and a bare CR are LF, a tab a space; other controls go; the ends are trimmed. */
const multiLine = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(invisibleInText, '').replace(edgeSpaces, '');

/**
 * D4: what is checked and what is sent. One-line fields hold printable text only: white space
 * of any kind becomes one space before the checks, and controls and bidi controls are dropped
 * (a phone number copied from a contacts app often carries U+202A…U+202C around it). The enquiry
 * text keeps its lines, with CRLF and CR made LF.
 */
export function normaliseEnquiry(enquiry: Enquiry): Enquiry {
  return {
    ...enquiry,
    name: oneLine(enquiry.name),
    company: oneLine(enquiry.company),
    email: oneLine(enquiry.email),
    phone: oneLine(enquiry.phone),
    nature: multiLine(enquiry.nature),
  };
}

/**
 * A check names its message (`reason`); the message is made when it is shown, not when this
 * module loads: the first `toLocaleString` loads the locale's number data, which cost the home
 * page's script a 15 ms task at start-up (docs/performance.md). The form in the browser takes
 * its messages, in the page's language, from the page (components/ContactForm).
 */
type Check = { field: EnquiryField; fails: (enquiry: Enquiry) => boolean; reason: Reason };

const textChecks = (field: TextField, format?: { test: (value: string) => boolean; reason: Reason }): Check[] => [
  { field, fails: (e) => e[field] === '', reason: 'required' },
  // Every text field but the two whose formats need more than a letter anyway.
  ...(field !== 'email' && field !== 'phone'
    ? [{ field, fails: (e: Enquiry) => !hasLetterOrDigit(e[field]), reason: 'required' as const }]
    : []),
  { field, fails: (e) => e[field].length > maxLengths[field], reason: 'tooLong' },
  ...(format ? [{ field, fails: (e: Enquiry) => !format.test(e[field]), reason: format.reason }] : []),
];

/** docs/product.md §5 order; each field's own format check follows its empty check. */
const checks: Check[] = [
  ...textChecks('name'),
  ...textChecks('company'),
  ...textChecks('email', { test: isValidEmail, reason: 'email' }),
  ...textChecks('phone', { test: isValidPhone, reason: 'phone' }),
  ...textChecks('nature'),
  { field: 'nature', fails: (e) => forgedMarketing.test(e.nature), reason: 'marketing' },
  { field: 'privacyAgreed', fails: (e) => !e.privacyAgreed, reason: 'privacy' },
];

/** The first failing check (docs/product.md §5: validation stops there), or null when the enquiry may be sent. */
export function findFailure(enquiry: Enquiry): Failure | null {
  const normalised = normaliseEnquiry(enquiry);
  const failed = checks.find((check) => check.fails(normalised));
  return failed ? { field: failed.field, reason: failed.reason } : null;
}

/** The English message of a failure (docs/product.md §5), its limit in it when too long. */
const englishMessage = ({ field, reason }: Failure) =>
  reason === 'tooLong' ? messages.tooLong(maxLengths[field as TextField]) : messages[reason];

/** The first failing check with its English message, or null when the enquiry may be sent. */
export function validateEnquiry(enquiry: Enquiry): ValidationError | null {
  const failure = findFailure(enquiry);
  return failure ? { field: failure.field, message: englishMessage(failure) } : null;
}

/**
 * D4: whether one field's value is over its limit as it is typed: the same count as the submit's
 * check, shown while typing so that a limit is seen before it bites (nothing is cut).
 */
export function isTooLong(field: TextField, value: string): boolean {
  return (field === 'nature' ? multiLine(value) : oneLine(value)).length > maxLengths[field];
}
