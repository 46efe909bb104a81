// https://vike.dev/route-function
import type { PageContext } from 'vike/types';
import { legalPages, legalPath } from '../../content/legalPages';

/** The privacy policy, the accessibility statement and the legal notice: one template (docs/decisions.md, D76). */
export function route(pageContext: PageContext): boolean {
  return legalPages.some((page) => legalPath(page) === pageContext.urlPathname);
}
