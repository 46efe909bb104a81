// https://vike.dev/title
import type { PageContext } from 'vike/types';

export function title(pageContext: PageContext): string {
  return pageContext.is404 ? 'Page not found | Nexoform' : 'Unexpected Application Error! | Nexoform';
}
