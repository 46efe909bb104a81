// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { partnerPageIn } from '../../content/partner';

export default function description(pageContext: PageContext): string {
  return partnerPageIn(pageContext.locale ?? 'en').page.description;
}
