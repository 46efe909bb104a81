import { company } from '../identity.ts';
import { navigation } from '../navigation.ts';
import type { Translation } from '../locales.ts';
import type { NavReference } from '../types.ts';

/**
 * The English UI catalogue: the source every other locale translates (content/ui/de.ts, ro.ts).
 * A key here missing from a translation is a type error (`UiCatalogue`).
 */
export const en = {
  /** Around every page: the skip link, header, language switcher, footer and consent banner. */
  chrome: {
    skipLink: 'Skip to content',
    mainNavigation: 'Main',
    home: 'Home',
    openMenu: 'Open main menu',
    /** The language switcher's name (its links name each language in itself, content/locales.ts). */
    languages: 'Language',
    /** The home page's navigation, by section: English is content/navigation.ts's labels. */
    sections: Object.fromEntries(navigation.map((item) => [item.reference, item.label])) as Record<
      NavReference,
      string
    >,
    footerLine: company.footerLine,
    privacyPolicy: 'Privacy Policy',
    accessibility: 'Accessibility',
    cookieSettings: 'Cookie settings',
  },
  consent: {
    label: 'Cookie consent',
    text: 'We would like to use analytics cookies to understand how our site is used. Nothing is collected unless you accept.',
    link: 'Cookies and tracking',
    accept: 'Accept analytics',
    reject: 'Reject analytics',
  },
  date: {
    /** How a news date reads; `{day}`, `{month}` (a name below) and `{year}` are filled in. */
    pattern: '{day} {month} {year}',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} as const;

/** Every catalogue has English's keys, with any text in place of English's. */
export type UiCatalogue = Translation<typeof en>;
