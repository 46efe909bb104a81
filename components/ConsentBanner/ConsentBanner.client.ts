import * as styles from './ConsentBanner.css';
import { consentKey, readConsent, type ConsentChoice } from './consent';

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

function buildBanner(onChoice: (choice: ConsentChoice) => void): HTMLElement {
  const banner = document.createElement('section');
  banner.className = styles.root;
  banner.setAttribute('aria-label', 'Cookie consent');
  const text = document.createElement('p');
  text.className = styles.text;
  text.append(
    'We would like to use analytics cookies to understand how our site is used. Nothing is collected unless you accept. ',
  );
  const link = document.createElement('a');
  link.href = '/privacy-policy#cookies-and-tracking';
  link.className = styles.link;
  link.textContent = 'Cookies and tracking';
  text.append(link);
  const actions = document.createElement('div');
  actions.className = styles.actions;
  for (const [label, choice] of [
    ['Accept analytics', 'granted'],
    ['Reject analytics', 'denied'],
  ] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.choice;
    button.textContent = label;
    button.addEventListener('click', () => onChoice(choice));
    actions.append(button);
  }
  banner.append(text, actions);
  return banner;
}

/**
 * D6: the consent banner. Shown on every page until the visitor answers; the answer is
 * remembered and can be changed from the footer's 'Cookie settings'. Lives outside React's root.
 */
export function enhanceConsent(dependencies: Partial<Dependencies> = {}): void {
  const { storage, start, stop } = { ...defaults, ...dependencies };
  let banner: HTMLElement | null = null;
  let returnFocusTo: HTMLElement | null = null;

  const choose = (choice: ConsentChoice) => {
    const previous = readConsent(storage);
    storage?.setItem(consentKey, choice);
    banner?.remove();
    banner = null;
    returnFocusTo?.focus();
    if (choice === 'granted') void start();
    else if (previous === 'granted') void stop();
  };
  const show = () => {
    if (banner) return;
    banner = buildBanner(choose);
    document.body.append(banner);
  };

  const settings = document.querySelector<HTMLAnchorElement>('[data-consent-settings]');
  if (settings) {
    settings.setAttribute('role', 'button');
    settings.addEventListener('click', (event) => {
      event.preventDefault();
      returnFocusTo = settings;
      show();
      banner?.querySelector('button')?.focus();
    });
  }
  const choice = readConsent(storage);
  if (choice === 'granted') void start();
  else if (choice === null) show();
}
