import type { Locale } from '../content/locales';
import { normaliseEnquiry, type Enquiry, type TextField } from './enquiry';
import { languageLabel, languageName } from './enquiryLanguage';
import { company } from '../content/identity';

/**
 * docs/product.md §7: the document the e-mail extension reads from `mail2`. Nothing else goes in
 * it but, when the document's id is known, the e-mail's Message-ID (docs/decisions.md "Enquiry
 * e-mail"), as a header: Trigger Email 0.2.8 hands the mailer the document's `headers` and no
 * other field of `message` than its subject and text (docs/decisions.md, D69).
 */
export type MailDocument = {
  to: [string];
  message: { subject: string; text: string };
  headers?: { 'Message-ID': string };
  /**
   * The visitor's address, exactly as on the `Email: ` line: the extension makes it the e-mail's
   * Reply-To, so sales answers with Reply (docs/decisions.md, D70); the rules accept no other.
   */
  replyTo: string;
  /**
   * The language of an enquiry made in another language than English (never set for English),
   * named on the text's last line; the rules check the two agree (docs/decisions.md, D61).
   */
  language?: Locale;
};

/** The domain of the enquiry address, where the site's Message-IDs live. */
export const messageIdDomain = company.enquiryRecipient.slice(company.enquiryRecipient.indexOf('@') + 1);

/**
 * The Message-ID of an enquiry's e-mail, derived from its document id alone: every attempt to
 * deliver it, and every copy, carries the same one, so a duplicate is recognisable.
 */
export const messageIdFor = (id: string) => `<mail.${id}@${messageIdDomain}>`;

export const mailSubject = 'New contact request';

/** docs/product.md §7 and D3: the e-mail's lines, in order, each a label and a field; the enquiry text last. */
export const mailLines = [
  ['Name: ', 'name'],
  ['Company: ', 'company'],
  ['Email: ', 'email'],
  ['Phone: ', 'phone'],
  ['Nature of enquiry: ', 'nature'],
] as const satisfies readonly (readonly [string, TextField])[];

/**
 * D78: the line after the enquiry text when the visitor ticked news. Here, not beside the check
 * on the text in domain/enquiry.ts: the home page's first script carries that module, and only
 * the send makes the line.
 */
export const marketingLine = 'Marketing: yes';

/**
 * docs/product.md §7 and D3: plain text, one line per field, the enquiry text last; with news
 * consent, `Marketing: yes` after it (D78); with the id, its Message-ID; the visitor's address to
 * reply to (D70); in another language than English, a last line naming it and the language's code
 * beside the message.
 */
export function buildMailDocument(enquiry: Enquiry, id?: string, language?: Locale): MailDocument {
  const normalised = normaliseEnquiry(enquiry);
  // None for English or none given: English's e-mail is the spec's as it always was (docs/decisions.md, D61).
  const name = language === undefined ? undefined : languageName(language);
  return {
    to: [company.enquiryRecipient],
    message: {
      subject: mailSubject,
      text: [
        ...mailLines.map(([label, field]) => `${label}${normalised[field]}`),
        ...(enquiry.marketingAgreed === true ? [marketingLine] : []),
        ...(name === undefined ? [] : [`${languageLabel}${name}`]),
      ].join('\n'),
    },
    ...(id === undefined ? {} : { headers: { 'Message-ID': messageIdFor(id) } }),
    replyTo: normalised.email,
    ...(name === undefined ? {} : { language }),
  };
}
