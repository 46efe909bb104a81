// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { LegalPageData } from './+data';

export function description(pageContext: PageContext<LegalPageData>): string {
  return pageContext.data.description;
}
