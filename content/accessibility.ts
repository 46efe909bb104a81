import { company } from './identity';

/** The accessibility statement at /accessibility: the standard, how it is held, its limits, whom to tell. */
export const accessibilityReviewed = { iso: '2026-11-25', display: '25 November 2026' } as const;

export type StatementSection = { id: string; heading: string; paragraphs: readonly string[] };

export const accessibilitySections: readonly StatementSection[] = [
  {
    id: 'our-aim',
    heading: 'Our aim',
    paragraphs: [
      `${company.name} builds infrastructure for everyone who runs on it, and this site is meant for everyone who wants to know about it. Whether you use a keyboard, a screen reader, a magnifier, high contrast colours or your own text settings, you should be able to read every page, find every document and send us an enquiry.`,
    ],
  },
  {
    id: 'the-standard',
    heading: 'The standard we meet',
    paragraphs: [
      'This site meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page can be used with a keyboard alone, and focus is always visible: it never disappears under the cookie banner or the header. Pages reflow to a single column at 400% zoom, keep working with larger text spacing, and keep every button and link outlined in Windows high contrast mode. Videos wait for a click, and nothing moves for visitors who ask their device for less motion.',
    ],
  },
  {
    id: 'how-we-test',
    heading: 'How we test it',
    paragraphs: [
      'Every change to the site is checked before it is published. Automated tests run the axe accessibility rules and the W3C HTML checker on every page, and press Tab through every page on a phone and a laptop screen, with and without the cookie banner, failing if any focused item is hidden. Further tests check every control in forced colours, every page with the WCAG text spacing applied, and every page at 200% and 400% zoom. The main journeys also run in Chrome, Firefox and Safari’s engine.',
      'Automated tests cannot judge everything, so we also review new pages with a keyboard and a screen reader.',
    ],
  },
  {
    id: 'known-limits',
    heading: 'Known limits',
    paragraphs: [
      'The white paper is a designed PDF. If it does not work with your assistive technology, write to us and we will send the text in another format.',
      'Our videos play in a video player from another company, and many News & Insights items link to other publishers’ sites. We choose them with care, but we cannot promise that they meet the same standard.',
      'On a very short screen, such as a phone on its side or a page zoomed to 400%, the cookie banner appears after the footer instead of over the page, so it never covers what you are reading.',
    ],
  },
  {
    id: 'contact',
    heading: 'Tell us what does not work',
    paragraphs: [
      `If something on this site is hard to use, or you need information in a different format, write to ${company.accessibilityContact}. Tell us the page and what happened, and we will reply within five working days.`,
    ],
  },
];
