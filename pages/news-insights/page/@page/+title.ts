// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { newsInsightsIn } from '../../newsInsightsIn';
import type { ArchiveData } from './+data';

export function title(pageContext: PageContext<ArchiveData>): string {
  const { page, pages } = pageContext.data;
  return newsInsightsIn(pageContext.locale ?? 'en').archive.title(page, pages);
}
