import type { UiCatalogue } from './en.ts';

/** The Romanian UI catalogue (translated from content/ui/en.ts). */
export const ro: UiCatalogue = {
  chrome: {
    skipLink: 'Salt la conținut',
    mainNavigation: 'Navigație principală',
    home: 'Acasă',
    openMenu: 'Deschideți meniul principal',
    languages: 'Limba',
    sections: {
      Home: 'Acasă',
      Mission: 'Misiunea noastră',
      Solutions: 'Soluții IP',
      Newsroom: 'Știri și analize',
      Team: 'Echipa noastră',
      ContactForm: 'Contact',
    },
    footerLine: '© 2020–2025 Nexoform, LLC',
    privacyPolicy: 'Politica de confidențialitate',
    accessibility: 'Accesibilitate',
    cookieSettings: 'Setări cookie-uri',
  },
  consent: {
    label: 'Consimțământ pentru cookie-uri',
    text: 'Am dori să folosim cookie-uri de analiză pentru a înțelege cum este utilizat site-ul nostru. Nu colectăm nimic fără acordul dumneavoastră.',
    link: 'Cookie-uri și urmărire',
    accept: 'Acceptați cookie-urile de analiză',
    reject: 'Refuzați cookie-urile de analiză',
  },
  date: {
    pattern: '{day} {month} {year}',
    months: [
      'ianuarie',
      'februarie',
      'martie',
      'aprilie',
      'mai',
      'iunie',
      'iulie',
      'august',
      'septembrie',
      'octombrie',
      'noiembrie',
      'decembrie',
    ],
  },
};
