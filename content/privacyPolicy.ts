import { company } from './identity';
import { offices } from './offices';
import type { ProseSection } from './types';

const uk = offices.find((office) => office.city === 'London');

/** The privacy contact (docs/product.md §2): a member of the team. */
export const privacyContact = {
  name: 'James Whitfield',
  role: 'Chief of Staff',
  email: 'privacy@nexoform.example',
  telephone: uk?.telephone ?? '',
} as const;

export const privacyEffectiveDate = { iso: '2025-08-26', display: 'August 26, 2025' } as const;

export const icoComplaintsUrl = 'https://ico.org.uk/make-a-complaint/';

/** docs/product.md §2 /privacy-policy: thirteen sections, in this order. */
export const privacySections = [
  {
    id: 'who-we-are',
    heading: 'Who We Are',
    paragraphs: [
      `${company.name} is a group of three affiliated companies: Nexoform UK Ltd in the United Kingdom, Nexoform Manufacturing SRL in Romania and ${company.legalName} in the United States. This policy explains how we handle personal data when you visit this website or contact us.`,
      'Nexoform UK Ltd, 18 Carriage Works Yard, London EC2A 4NE, United Kingdom, is the primary controller of the personal data described here. The other two companies process data on its behalf where they help answer your enquiry.',
    ],
  },
  {
    id: 'privacy-contact',
    heading: 'Privacy Contact',
    paragraphs: [
      `Our privacy contact is ${privacyContact.name}, ${privacyContact.role}. You can reach him at ${privacyContact.email} or on ${privacyContact.telephone} with any question about this policy or your data.`,
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: [
      'When you use our contact form we collect your name, the company you work for, your e-mail address, your telephone number and the message you write to us.',
      'If you accept analytics cookies, we also collect information about how you use the site: the pages you visit, how long you stay, the type of device and browser you use and your approximate location derived from your IP address. We do not collect this information unless you accept it.',
    ],
  },
  {
    id: 'how-we-collect-your-data',
    heading: 'How We Collect Your Data',
    paragraphs: [
      'You give us the contact details and message directly when you submit the contact form. Until you submit it, what you type stays in your own browser.',
      'Analytics data is collected automatically by Google Analytics for Firebase, and only after you have accepted analytics cookies in the banner on our site.',
      'When you start filling in the contact form, and not before, the site loads Google reCAPTCHA Enterprise through Firebase App Check. It tells our database that the enquiry comes from a person using our site, not from a script sending enquiries in bulk. To do so, Google processes your IP address, details of your browser and device, and how you interact with the page, and sets the _GRECAPTCHA cookie on its own domain. Google uses this data to provide and improve the service, under its own privacy policy and terms; we receive only the verdict, never the data behind it.',
    ],
  },
  {
    id: 'how-we-use-your-data',
    heading: 'How We Use Your Data',
    paragraphs: [
      'We use your contact details and message to answer your enquiry, to discuss our services with you and, as the form explains, to send you information about our services. Your enquiry is stored in our database, from which our e-mail service delivers it to our team.',
      'We use analytics data, in aggregate, to understand which content is useful and to improve the site.',
    ],
  },
  {
    id: 'legal-basis-for-processing',
    heading: 'Legal Basis for Processing',
    paragraphs: [
      'We answer your enquiry on the basis of our legitimate interest in responding to people who contact us, and, where your enquiry concerns a possible contract, to take steps at your request before entering into one.',
      'We use reCAPTCHA Enterprise on the basis of our legitimate interest in keeping the contact form, and our team’s inbox, free of automated abuse; it is strictly necessary for the security of the form you use.',
      'We send you information about our services, and use analytics cookies, on the basis of your consent, which you can withdraw at any time.',
    ],
  },
  {
    id: 'cookies-and-tracking',
    heading: 'Cookies and Tracking',
    paragraphs: [
      'The site sets no cookies unless you accept analytics; once you start on the contact form, Google reCAPTCHA Enterprise sets its own security cookie (see How We Collect Your Data). If you accept analytics, Google Analytics for Firebase sets the cookies _ga and _ga_<id>, which last up to two years, and the site sends anonymous measurements of how quickly each page appeared and responded to you (by kind of page, with no address, identifier or cookie). We store your choice itself in your browser’s local storage so that we do not ask again on every page.',
      'You can change your choice at any time with the Cookie settings link at the foot of every page. If you withdraw your consent, analytics stops and its cookies are removed.',
      'Videos on the site do not load until you press play.',
    ],
  },
  {
    id: 'sharing-your-data',
    heading: 'Sharing Your Data',
    paragraphs: [
      'We share your data only with the service providers that run this website and deliver your enquiry to us (Google Firebase, for hosting, the database and e-mail delivery, Google reCAPTCHA Enterprise, to keep the contact form free of abuse, and Google Analytics if you accept it), and within the Nexoform group where needed to answer you. We never sell your data.',
    ],
  },
  {
    id: 'international-data-transfers',
    heading: 'International Data Transfers',
    paragraphs: [
      'Our service providers and our US company may process your data outside the United Kingdom. Where they do, we rely on UK adequacy regulations or the International Data Transfer Agreement, or its Addendum to the EU standard contractual clauses, to keep it protected.',
    ],
  },
  {
    id: 'data-retention',
    heading: 'Data Retention',
    paragraphs: [
      'We keep enquiries and the correspondence that follows for up to three years after our last contact with you, unless we enter into a contract, in which case we keep what the law requires. Analytics data is kept for 14 months.',
      'When our website e-mails your enquiry to our sales team, the e-mail service records whether each delivery succeeded in the logs of our hosting provider (Google Cloud Logging, in the EU), without the content of the enquiry, which is excluded before any log is stored. Those logs are deleted after 30 days; they are used only to find out why an e-mail was not delivered.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    paragraphs: [
      'Under UK GDPR you have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, to data portability, and to withdraw consent at any time without affecting processing carried out before. To use any of these rights, contact our privacy contact; we answer within one month.',
    ],
  },
  {
    id: 'changes-to-this-policy',
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy when our services or the law change. The effective date at the top of this page shows when it last changed; we will tell you of material changes on the site.',
    ],
  },
  {
    id: 'questions-or-complaints',
    heading: 'Questions or Complaints',
    paragraphs: [
      'If you have a question or a complaint about how we handle your data, please contact our privacy contact first. You also have the right to complain to the UK data protection authority, the Information Commissioner’s Office.',
    ],
  },
] as const satisfies readonly ProseSection[];
