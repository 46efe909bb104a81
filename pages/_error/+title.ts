// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { company } from '../../content/identity';
import { ui } from '../../domain/i18n';

export function title(pageContext: PageContext): string {
  const text = ui(pageContext.locale ?? 'en').errorPage;
  return `${pageContext.is404 ? text.notFoundTitle : text.errorTitle} | ${company.name}`;
}
