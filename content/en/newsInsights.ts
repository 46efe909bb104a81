import type { Translation } from '../types.ts';

/**
 * The words of News & Insights and its archive pages in English, beside the list's controls (the
 * filters, the count and the pager speak the UI catalogue, content/<locale>/ui.ts, which carries these too): the source
 * content/<locale>/newsInsights.ts translates (`NewsInsightsCopy`). The archive pages' words are
 * functions of the page's numbers.
 */
export const newsInsightsCopy = {
  page: {
    title: 'News & Insights | Nexoform',
    description:
      'Press releases, news coverage, white papers and podcasts from Nexoform, the prefabricated AI data center company.',
  },
  heading: 'News & Insights',
  subtitle: 'Press releases, coverage, white papers and podcasts from the prefabricated AI data center frontier.',
  archive: {
    title: (page: number, pages: number) => `News & Insights, page ${page} of ${pages} | Nexoform`,
    description: (page: number, pages: number) =>
      `Nexoform News & Insights, page ${page} of ${pages}: press releases, news coverage, white papers and podcasts, newest first.`,
    /** The line under the heading: this page, and which items of the whole list it shows. */
    subtitle: (page: number, pages: number, first: number, last: number, total: number) =>
      `Page ${page} of ${pages}: items ${first} to ${last} of ${total}, newest first.`,
    /** The link from an archive page to the list itself. */
    searchAll: 'Search and filter all news',
  },
};

/** News & Insights' words in one language (English: `newsInsightsCopy`). */
export type NewsInsightsCopy = Translation<typeof newsInsightsCopy>;
