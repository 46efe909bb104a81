import { consentKey } from './consentBoot';

/** The visitor's analytics choice (D6), remembered in localStorage. */
export type ConsentChoice = 'granted' | 'denied';

export function readConsent(storage: Pick<Storage, 'getItem'> | null): ConsentChoice | null {
  const value = storage?.getItem(consentKey);
  return value === 'granted' || value === 'denied' ? value : null;
}

/**
 * The custom property on `<html>` that holds the banner's measured height while it is shown
 * (set by ConsentBanner.client.ts, read by ConsentBanner.css.ts): focused content scrolls clear
 * of the banner by that much (docs/decisions.md, "Focus never hidden").
 */
export const bannerHeightProperty = '--consent-banner-height';
