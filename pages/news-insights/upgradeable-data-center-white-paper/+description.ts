// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { whitePaperIn } from './whitePaperIn';

export default function description(pageContext: PageContext): string {
  return whitePaperIn(pageContext.locale ?? 'en').page.description;
}
