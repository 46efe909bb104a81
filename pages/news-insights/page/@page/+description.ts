// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { newsInsightsIn } from '../../newsInsightsIn';
import type { ArchiveData } from './+data';

export function description(pageContext: PageContext<ArchiveData>): string {
  const { page, pages } = pageContext.data;
  return newsInsightsIn(pageContext.locale ?? 'en').archive.description(page, pages);
}
