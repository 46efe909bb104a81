// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { ui } from '../../../domain/i18n';

export default function title(pageContext: PageContext): string {
  return ui(pageContext.locale ?? 'en').newsPage.page.title;
}
