// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { newsInsightsIn } from '../newsInsightsIn';

export default function title(pageContext: PageContext): string {
  return newsInsightsIn(pageContext.locale ?? 'en').page.title;
}
