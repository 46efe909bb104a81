import type { NewsInsightsCopy } from '../en/newsInsights.ts';

const number = (value: number) => value.toLocaleString('ro-RO');

/**
 * News & Insights in Romanian: the words of content/en/newsInsights.ts (docs/decisions.md, "Languages
 * in the address, words in typed catalogues").
 */
export const newsInsightsCopy: NewsInsightsCopy = {
  page: {
    title: 'Știri și analize | Nexoform',
    description:
      'Comunicate de presă, articole din presă, white papers și podcasturi de la Nexoform, compania specializată în centre de date prefabricate pentru AI.',
  },
  heading: 'Știri și analize',
  subtitle:
    'Comunicate de presă, articole din presă, white papers și podcasturi din avangarda centrelor de date prefabricate pentru AI.',
  archive: {
    title: (page, pages) => `Știri și analize, pagina ${number(page)} din ${number(pages)} | Nexoform`,
    description: (page, pages) =>
      `Știri și analize Nexoform, pagina ${number(page)} din ${number(pages)}: comunicate de presă, articole din presă, white papers și podcasturi, începând cu cele mai recente.`,
    subtitle: (page, pages, first, last, total) =>
      `Pagina ${number(page)} din ${number(pages)}: elementele ${number(first)}–${number(last)} din ${number(total)}, începând cu cele mai recente.`,
    searchAll: 'Căutați și filtrați toate știrile',
  },
};
