// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { newsInsightsIn } from '../newsInsightsIn';

export default function description(pageContext: PageContext): string {
  return newsInsightsIn(pageContext.locale ?? 'en').page.description;
}
