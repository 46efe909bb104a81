// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { ui } from '../../../../domain/i18n';
import type { ArchiveData } from './+data';

export function title(pageContext: PageContext<ArchiveData>): string {
  const { page, pages } = pageContext.data;
  return ui(pageContext.locale ?? 'en').newsPage.archive.title(page, pages);
}
