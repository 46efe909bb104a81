/**
 * The legal pages (docs/decisions.md, D76): each is built in every language, at `/<page>` and under
 * each language's prefix, from its wording in content/legal/<page>.md (English) and
 * content/legal/<locale>/<page>.md.
 */
export const legalPages = ['privacy-policy', 'accessibility', 'legal-notice'] as const;

export type LegalPage = (typeof legalPages)[number];

/** A legal page's English address. */
export const legalPath = (page: LegalPage) => `/${page}`;
