import type { UiCatalogue } from './en.ts';

/** The German UI catalogue (translated from content/ui/en.ts). */
export const de: UiCatalogue = {
  chrome: {
    skipLink: 'Zum Inhalt springen',
    mainNavigation: 'Hauptnavigation',
    home: 'Startseite',
    openMenu: 'Hauptmenü öffnen',
    languages: 'Sprache',
    sections: {
      Home: 'Startseite',
      Mission: 'Unsere Mission',
      Solutions: 'IP-Lösungen',
      Newsroom: 'News & Insights',
      Team: 'Unser Team',
      ContactForm: 'Kontakt',
    },
    footerLine: '© 2020–2025 Nexoform, LLC',
    privacyPolicy: 'Datenschutzerklärung',
    accessibility: 'Barrierefreiheit',
    cookieSettings: 'Cookie-Einstellungen',
  },
  consent: {
    label: 'Cookie-Einwilligung',
    text: 'Wir möchten Analyse-Cookies verwenden, um zu verstehen, wie unsere Website genutzt wird. Es werden keine Daten erhoben, solange Sie nicht zustimmen.',
    link: 'Cookies und Tracking',
    accept: 'Analyse-Cookies akzeptieren',
    reject: 'Analyse-Cookies ablehnen',
  },
  date: {
    pattern: '{day}. {month} {year}',
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
};
