// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { whitePaperIn } from './whitePaperIn';

export default function title(pageContext: PageContext): string {
  return whitePaperIn(pageContext.locale ?? 'en').page.title;
}
