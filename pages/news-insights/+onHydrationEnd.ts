// https://vike.dev/onHydrationEnd
import { markEnhanced } from '../../components/enhanced';
import { enhanceSite } from '../../components/Layout/site.client';

// A `+client.ts` beside the hydrated page would make Vike load both entries from an inline
// script, which the Content-Security-Policy blocks; this hook ships inside the page's entry.
export function onHydrationEnd(): void {
  enhanceSite();
  // The filters, search and list answer from here on: the readiness signal tests wait for.
  const list = document.querySelector('[data-news-list]');
  if (list) markEnhanced(list);
}
