import { normaliseEnquiry, type Enquiry, type TextField } from './enquiry';
import { company } from '../content/identity';

/** docs/product.md §7: the document the e-mail extension reads from `mail2`. Nothing else goes in it. */
export type MailDocument = {
  to: [string];
  message: { subject: string; text: string };
};

export const mailSubject = 'New contact request';

/** docs/product.md §7 and D3: the e-mail's lines, in order, each a label and a field; the enquiry text last. */
export const mailLines = [
  ['Name: ', 'name'],
  ['Company: ', 'company'],
  ['Email: ', 'email'],
  ['Phone: ', 'phone'],
  ['Nature of enquiry: ', 'nature'],
] as const satisfies readonly (readonly [string, TextField])[];

/** docs/product.md §7 and D3: plain text, one line per field, the enquiry text last. */
export function buildMailDocument(enquiry: Enquiry): MailDocument {
  const normalised = normaliseEnquiry(enquiry);
  return {
    to: [company.enquiryRecipient],
    message: {
      subject: mailSubject,
      text: mailLines.map(([label, field]) => `${label}${normalised[field]}`).join('\n'),
    },
  };
}
