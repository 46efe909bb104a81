// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { ArchiveData } from './+data';

export function title(pageContext: PageContext<ArchiveData>): string {
  return `News & Insights, page ${pageContext.data.page} of ${pageContext.data.pages} | Nexoform`;
}
