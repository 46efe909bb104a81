// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { partnerIn } from './partnerIn';

export default function description(pageContext: PageContext): string {
  return partnerIn(pageContext.locale ?? 'en').page.description;
}
