// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { company } from '../../content/identity';
import type { LegalPageData } from './+data';

export function title(pageContext: PageContext<LegalPageData>): string {
  return `${pageContext.data.title} | ${company.name}`;
}
