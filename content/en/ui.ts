import { aboutCompany, company } from '../identity.ts';
import { navigation } from '../navigation.ts';
import { translatedCards } from '../sharing.ts';
import type { LegalPage } from '../legalPages.ts';
import type { NewsType } from '../newsTypes.ts';
import type { NavReference, Plural, Translation } from '../types.ts';
import { formErrors } from './formErrors.ts';
import { newsInsightsCopy } from './newsInsights.ts';

/**
 * The English UI catalogue: the words every page shares and the news list's (the one page the browser
 * renders again, so its words travel with the catalogue to the browser); the source every other
 * locale translates (content/<locale>/ui.ts). A key here missing from a translation is a type error
 * (`UiCatalogue`).
 */
export const ui = {
  /** The editor's collections of entries in this language (keystatic.config.ts). */
  collections: { news: 'News & Insights', team: 'Team', pressReleases: 'Press releases' },
  /** News & Insights and its archive pages (content/en/newsInsights.ts). */
  newsPage: newsInsightsCopy,
  /** Around every page: the skip link, header, language switcher, footer and consent banner. */
  chrome: {
    skipLink: 'Skip to content',
    mainNavigation: 'Main',
    home: 'Home',
    /** Ends the text of a link to a page that exists in English only (docs/decisions.md, D82). */
    inEnglish: ' (English)',
    openMenu: 'Open main menu',
    /** The language switcher's name (its links name each language in itself, content/locales.ts). */
    languages: 'Language',
    /** The home page's navigation, by section: English is content/navigation.ts's labels. */
    sections: Object.fromEntries(navigation.map((item) => [item.reference, item.label])) as Record<
      NavReference,
      string
    >,
    footerLine: company.footerLine,
    /** The legal pages' names: their footer links, and their editor's singletons (keystatic.config.ts). */
    legalPages: {
      'privacy-policy': 'Privacy Policy',
      accessibility: 'Accessibility',
      'legal-notice': 'Legal Notice',
    } satisfies Record<LegalPage, string>,
    cookieSettings: 'Cookie settings',
    /** A Back link (the banners of the news list, press releases and other pages). */
    back: 'Back',
  },
  /**
   * The words around a legal page's text (content/legal/): its contents list, its Back link, the line
   * before its date, and the legal notice's facts (content/identity.ts `siteOperator`).
   */
  legal: {
    contents: 'Contents',
    backHome: 'Back to Home',
    dated: { 'privacy-policy': 'Effective date', accessibility: 'Last reviewed', 'legal-notice': 'Last updated' },
    facts: {
      title: 'Company details',
      company: 'Company',
      address: 'Registered office',
      register: 'Register',
      number: 'Company number',
      vat: 'VAT number',
      directors: 'Directors',
      email: 'E-mail',
      telephone: 'Telephone',
    },
  },
  consent: {
    label: 'Cookie consent',
    text: 'We would like to use analytics cookies to understand how our site is used; nothing is collected for them unless you accept. For security, the contact form uses Google reCAPTCHA once you start filling it in.',
    link: 'Cookies and tracking',
    accept: 'Accept analytics',
    reject: 'Reject analytics',
  },
  /** The carousel's names for assistive technology; `{n}` is a slide's number, `{count}` how many. */
  carousel: {
    label: 'Inside Nexoform',
    roleDescription: 'carousel',
    slides: 'Slides',
    slideRoleDescription: 'slide',
    slide: '{n} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {n}',
  },
  /** A video's play button and its link without JavaScript; `{title}` is the video's title. */
  video: {
    play: 'Play video: {title}',
    watch: 'Watch the video: {title}',
  },
  /**
   * The contact form. `{email}` is the enquiry address and `{link}` the privacy policy's link (both
   * links); `{call}` is `noscriptCall` with the office's `{city}` and `{telephone}` (a link). `sent`
   * is said once the enquiry is stored; the button then reads `sentButton`, short enough for a
   * phone in every language (English keeps the product's words).
   */
  form: {
    label: 'Contact form',
    fields: {
      name: 'Name',
      company: 'Company',
      email: 'Email',
      phone: 'Phone number',
      nature: 'What would you like to talk to us about?',
    },
    noscript:
      'This form needs JavaScript, which is off in your browser: nothing you type here is sent. Please e-mail us at {email}{call}.',
    noscriptCall: ' or call our {city} office on {telephone}',
    privacy:
      'By submitting your inquiry, you agree to {company} using your details to answer it. See our {link} for more information.',
    privacyLink: 'Privacy Policy',
    marketing: "Send me news about {company}'s services (optional)",
    failure: 'Your request could not be sent. Please try again, or e-mail us at {email}.',
    retry: 'Retry',
    submit: 'Submit',
    sent: 'Your request has been sent',
    sentButton: 'Your request has been sent',
    /** The validation messages (docs/product.md §5, D4), which domain/enquiry.ts gives in English too. */
    errors: formErrors,
  },
  /** The not-found page (D5) and the page for a runtime error (docs/product.md §8); `{link}` is the news list's link. */
  errorPage: {
    notFoundKicker: 'Error 404',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    errorKicker: 'Error',
    errorTitle: 'Unexpected Application Error!',
    errorText: 'Something went wrong on our side. Please try again, or go back to the home page.',
    home: 'Go to the home page',
    more: ' or see the latest {link}.',
    moreLink: 'News & Insights',
  },
  /**
   * The news list and its cards. `{label}` is a filter's name, `{value}` an option, `{page}` and
   * `{pages}` a page's number and how many there are.
   */
  news: {
    title: 'News & Insights',
    filters: 'Filter news',
    types: 'Content Type',
    years: 'Year',
    search: 'Quick search',
    reset: 'Reset Filters',
    clear: 'Clear all filters',
    empty: 'No news matches these filters.',
    placeholder: 'Select...',
    selected: { one: '{count} selected', other: '{count} selected' } as Plural,
    selectedList: 'Selected {label}',
    remove: 'Remove {value}',
    results: { one: '{count} result', other: '{count} results' } as Plural,
    resultsPage: ', page {page} of {pages}',
    pages: 'News pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {page}',
    newTab: ' (opens in a new tab)',
    /** The news types as shown (badges, the type filter); the values in data and addresses stay English. */
    typeNames: {
      'Press Release': 'Press Release',
      'News Article': 'News Article',
      'White Paper': 'White Paper',
      'Blog Post': 'Blog Post',
      Event: 'Event',
      Podcast: 'Podcast',
    } satisfies Record<NewsType, string>,
  },
  /** A press release page's own words; `{company}` is the company's name. */
  pressRelease: {
    about: 'About {company}',
    /** The company's description that ends every release (content/identity.ts). */
    boilerplate: aboutCompany,
    mediaContact: 'Media contact',
    /** Who answers the media contact's address and telephone (content/identity.ts). */
    pressOffice: 'Press Office',
  },
  /** Our Team; `{name}` is a member's full name. */
  team: {
    portrait: 'Portrait of {name}',
  },
  /** The white paper's download button; `{label}` is the button's words, `{link}` the PDF's link. */
  download: {
    noscript: '{label} (PDF)',
    error: 'The download did not work. {link} instead.',
    errorLink: 'Open the white paper PDF',
  },
  /**
   * What a translated page's sharing card shows (its `og:image:alt`), by card: English's are the
   * cards' own (content/sharing.ts).
   */
  sharing: {
    home: translatedCards.home.alt,
    news: translatedCards.news.alt,
    partner: translatedCards.partner.alt,
    whitePaper: translatedCards.whitePaper.alt,
    pressRelease: translatedCards.pressRelease.alt,
    privacy: translatedCards.privacy.alt,
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
export type UiCatalogue = Translation<typeof ui>;
