// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { partnerIn } from './partnerIn';

export default function title(pageContext: PageContext): string {
  return partnerIn(pageContext.locale ?? 'en').page.title;
}
