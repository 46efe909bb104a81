// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { siteOperator } from '../../content/identity';
import { legalPages, legalPath, type LegalPage } from '../../content/legalPages';
import { offices } from '../../content/offices';
import { homeCopy } from '../../domain/homeCopy';
import type { LegalText } from '../../publishing/legal';
import { legalTextIn } from '../../publishing/site';

export type LegalPageData = LegalText & {
  page: LegalPage;
  /** On the legal notice: the company's office as the home page's card shows it in the page's language. */
  office?: { addressLines: readonly string[]; telephone: string };
};

/** The legal page at this address, in the page's language (content/legal/). */
export function data(pageContext: PageContextServer): LegalPageData {
  const locale = pageContext.locale ?? 'en';
  const page = legalPages.find((name) => legalPath(name) === pageContext.urlPathname) ?? legalPages[0];
  const card = homeCopy(locale).offices.cards[offices.findIndex((office) => office.city === siteOperator.office)];
  // The card's first line is the company's name, which the facts give on a line of its own.
  const office = card && { addressLines: card.addressLines.slice(1), telephone: card.telephone };
  return { page, ...legalTextIn(page, locale), ...(page === 'legal-notice' && office ? { office } : {}) };
}
