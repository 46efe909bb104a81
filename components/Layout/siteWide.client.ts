import { enhanceConsent } from '../ConsentBanner/ConsentBanner.client';

/** Behaviour every page shares (the consent banner and its footer link). Called by each `+client.ts`. */
export function enhanceSite(): void {
  enhanceConsent();
}
