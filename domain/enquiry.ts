/** docs/product.md §3 Contact enquiry (form state). */
export type Enquiry = {
  name: string;
  company: string;
  email: string;
  phone: string;
  nature: string;
  privacyAgreed: boolean;
};

export type EnquiryField = keyof Enquiry;
export type TextField = Exclude<EnquiryField, 'privacyAgreed'>;

/** D4: the longest value each field takes, in the form and (summed) in the database rules. */
export const maxLengths = { name: 200, company: 200, email: 254, phone: 40, nature: 5000 } as const satisfies Record<
  TextField,
  number
>;

/** docs/product.md §5 and D4: the messages, word for word. */
export const messages = {
  required: 'Please fill out this field',
  privacy: 'You must agree to the privacy policy to submit',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  tooLong: (max: number) => `Please use at most ${max.toLocaleString('en-GB')} characters`,
} as const;

export type ValidationError = { field: EnquiryField; message: string };

// The HTML standard's "valid email address" (the rule behind type="email").
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** D4: 7–20 digits once `+ ( ) - .` and spaces are removed; a `+` only first. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/[^\d]/g, '');
  return digits.length >= 7 && digits.length <= 20;
}

/**
 * D4: trimmed values; line breaks inside one-line fields become spaces, so no field can fake
 * another line of the e-mail. The enquiry text keeps its lines, with CRLF made LF.
 */
export function normaliseEnquiry(enquiry: Enquiry): Enquiry {
  const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
  return {
    name: oneLine(enquiry.name),
    company: oneLine(enquiry.company),
    email: oneLine(enquiry.email),
    phone: oneLine(enquiry.phone),
    nature: enquiry.nature.replace(/\r\n?/g, '\n').trim(),
    privacyAgreed: enquiry.privacyAgreed,
  };
}

type Check = { field: EnquiryField; fails: (enquiry: Enquiry) => boolean; message: string };

const textChecks = (field: TextField, format?: { test: (value: string) => boolean; message: string }): Check[] => [
  { field, fails: (e) => e[field] === '', message: messages.required },
  { field, fails: (e) => e[field].length > maxLengths[field], message: messages.tooLong(maxLengths[field]) },
  ...(format ? [{ field, fails: (e: Enquiry) => !format.test(e[field]), message: format.message }] : []),
];

/** docs/product.md §5 order; each field's own format check follows its empty check. */
const checks: Check[] = [
  ...textChecks('name'),
  ...textChecks('company'),
  ...textChecks('email', { test: isValidEmail, message: messages.email }),
  ...textChecks('phone', { test: isValidPhone, message: messages.phone }),
  ...textChecks('nature'),
  { field: 'privacyAgreed', fails: (e) => !e.privacyAgreed, message: messages.privacy },
];

/** The first failing check (docs/product.md §5: validation stops there), or null when the enquiry may be sent. */
export function validateEnquiry(enquiry: Enquiry): ValidationError | null {
  const normalised = normaliseEnquiry(enquiry);
  const failed = checks.find((check) => check.fails(normalised));
  return failed ? { field: failed.field, message: failed.message } : null;
}
