// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { partnerPageIn } from '../../content/partner';

export default function title(pageContext: PageContext): string {
  return partnerPageIn(pageContext.locale ?? 'en').page.title;
}
