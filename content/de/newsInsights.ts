import type { NewsInsightsCopy } from '../en/newsInsights.ts';

const number = (value: number) => value.toLocaleString('de-DE');

/**
 * News & Insights in German: the words of content/en/newsInsights.ts (docs/decisions.md, "Languages
 * in the address, words in typed catalogues"). The section keeps its English name, as the
 * company's German material does.
 */
export const newsInsightsCopy: NewsInsightsCopy = {
  page: {
    title: 'News & Insights | Nexoform',
    description:
      'Pressemitteilungen, Medienberichte, Whitepaper und Podcasts von Nexoform, dem Spezialisten für vorgefertigte KI-Rechenzentren.',
  },
  heading: 'News & Insights',
  subtitle:
    'Pressemitteilungen, Medienberichte, Whitepaper und Podcasts aus der Welt der vorgefertigten KI-Rechenzentren.',
  archive: {
    title: (page, pages) => `News & Insights, Seite ${number(page)} von ${number(pages)} | Nexoform`,
    description: (page, pages) =>
      `Nexoform News & Insights, Seite ${number(page)} von ${number(pages)}: Pressemitteilungen, Medienberichte, Whitepaper und Podcasts, die neuesten zuerst.`,
    subtitle: (page, pages, first, last, total) =>
      `Seite ${number(page)} von ${number(pages)}: Beiträge ${number(first)} bis ${number(last)} von ${number(total)}, die neuesten zuerst.`,
    searchAll: 'Alle News durchsuchen und filtern',
  },
};
