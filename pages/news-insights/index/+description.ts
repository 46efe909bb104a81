// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { ui } from '../../../domain/i18n';

export default function description(pageContext: PageContext): string {
  return ui(pageContext.locale ?? 'en').newsPage.page.description;
}
