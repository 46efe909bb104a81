import { markEnhanced } from '../../components/enhanced';

/** Runs once React has hydrated the page (`+client.ts`): the readiness signal. */
export function onHydrationEnd(): void {
  // The filters, search and list answer from here on: the readiness signal tests wait for.
  const list = document.querySelector('[data-news-list]');
  if (list) markEnhanced(list);
}
