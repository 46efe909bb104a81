// https://vike.dev/onHydrationEnd
import { enhanceSite } from '../../components/Layout/site.client';

// A `+client.ts` beside the hydrated page would make Vike load both entries from an inline
// script, which the Content-Security-Policy blocks; this hook ships inside the page's entry.
export function onHydrationEnd(): void {
  enhanceSite();
}
