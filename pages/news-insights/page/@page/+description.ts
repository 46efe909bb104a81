// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { ArchiveData } from './+data';

export function description(pageContext: PageContext<ArchiveData>): string {
  const { page, pages } = pageContext.data;
  return `Nexoform News & Insights, page ${page} of ${pages}: press releases, news coverage, white papers and podcasts, newest first.`;
}
