import { consentKey } from './consentBoot.mjs';

export { consentKey };

/** The visitor's analytics choice (D6), remembered in localStorage. */
export type ConsentChoice = 'granted' | 'denied';

export function readConsent(storage: Pick<Storage, 'getItem'> | null): ConsentChoice | null {
  const value = storage?.getItem(consentKey);
  return value === 'granted' || value === 'denied' ? value : null;
}
