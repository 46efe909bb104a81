import { markEnhanced } from '../../components/enhanced';
import { enhanceSite } from '../../components/Layout/site.client';

/** Runs once React has hydrated the page (`+client.ts`): the shared enhancers, then the readiness signal. */
export function onHydrationEnd(): void {
  enhanceSite();
  // The filters, search and list answer from here on: the readiness signal tests wait for.
  const list = document.querySelector('[data-news-list]');
  if (list) markEnhanced(list);
}
