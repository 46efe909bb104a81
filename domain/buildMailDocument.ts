import { normaliseEnquiry, type Enquiry } from './enquiry';
import { company } from '../content/identity';

/** docs/product.md §7: the document the e-mail extension reads from `mail2`. Nothing else goes in it. */
export type MailDocument = {
  to: [string];
  message: { subject: string; text: string };
};

export const mailSubject = 'New contact request';

/** docs/product.md §7 and D3: plain text, one line per field, the enquiry text last. */
export function buildMailDocument(enquiry: Enquiry): MailDocument {
  const { name, company: organisation, email, phone, nature } = normaliseEnquiry(enquiry);
  return {
    to: [company.enquiryRecipient],
    message: {
      subject: mailSubject,
      text: [
        `Name: ${name}`,
        `Company: ${organisation}`,
        `Email: ${email}`,
        `Phone: ${phone}`,
        `Nature of enquiry: ${nature}`,
      ].join('\n'),
    },
  };
}
