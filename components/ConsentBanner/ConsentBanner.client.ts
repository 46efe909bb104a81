import { markEnhanced } from '../enhanced';
import { bannerHeightProperty, readConsent, type ConsentChoice } from './consent';
import { consentAttribute, consentKey } from './consentBoot';

type Dependencies = {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Loaded only once the visitor accepts (D6). */
  start: () => Promise<unknown>;
  stop: () => Promise<unknown>;
};

const defaults: Dependencies = {
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  start: async () => (await import('../../services/startAnalytics')).startAnalytics(),
  stop: async () => (await import('../../services/startAnalytics')).stopAnalytics(),
};

const setBannerShown = (shown: boolean) =>
  document.documentElement.setAttribute(consentAttribute, shown ? 'ask' : 'answered');

/**
 * D6: the consent banner's behaviour. The banner shows on every page until the visitor answers;
 * the answer is remembered and can be changed from the footer's 'Cookie settings'.
 */
export function enhanceConsent(dependencies: Partial<Dependencies> = {}): void {
  const { storage, start, stop } = { ...defaults, ...dependencies };
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  let returnFocusTo: HTMLElement | null = null;

  const choose = (choice: ConsentChoice) => {
    const previous = readConsent(storage);
    storage?.setItem(consentKey, choice);
    setBannerShown(false);
    returnFocusTo?.focus();
    returnFocusTo = null;
    if (choice === 'granted') void start();
    else if (previous === 'granted') void stop();
  };
  for (const button of banner?.querySelectorAll<HTMLButtonElement>('[data-consent-choice]') ?? []) {
    const choice = button.dataset.consentChoice;
    if (choice === 'granted' || choice === 'denied') button.addEventListener('click', () => choose(choice));
  }

  const settings = document.querySelector<HTMLAnchorElement>('[data-consent-settings]');
  if (settings && banner) {
    settings.setAttribute('role', 'button');
    settings.addEventListener('click', (event) => {
      event.preventDefault();
      returnFocusTo = settings;
      setBannerShown(true);
      banner.querySelector('button')?.focus();
    });
  }
  // Focus scrolls clear of the banner by its height (ConsentBanner.css.ts), kept in step as it
  // wraps with the width, the zoom or the text size. Set through the CSSOM, which the
  // Content-Security-Policy allows (it refuses style attributes in markup).
  if (banner && typeof ResizeObserver !== 'undefined') {
    const root = document.documentElement;
    new ResizeObserver(() => {
      if (banner.offsetHeight > 0) root.style.setProperty(bannerHeightProperty, `${banner.offsetHeight}px`);
    }).observe(banner);
  }
  const choice = readConsent(storage);
  // The boot script has already decided; this repeats it for a page where it could not run.
  setBannerShown(choice === null);
  if (choice === 'granted') void start();
  if (banner) markEnhanced(banner);
}
