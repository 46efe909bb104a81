// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { ui } from '../../../../domain/i18n';
import type { ArchiveData } from './+data';

export function description(pageContext: PageContext<ArchiveData>): string {
  const { page, pages } = pageContext.data;
  return ui(pageContext.locale ?? 'en').newsPage.archive.description(page, pages);
}
