/**
 * Real-user Core Web Vitals (docs/decisions.md, "Real-user vitals"): LCP, INP and CLS with their
 * attribution, measured by `web-vitals` and sent with `navigator.sendBeacon` to the `vitals`
 * function when the page is hidden. No cookie, no storage, no identifier: the report names the
 * page template and the blamed element's selector only.
 *
 * Part of the chunk that loads once the visitor accepts analytics (services/startAnalytics.ts), so
 * nothing of it is in a page's first script (the byte budgets) and a visitor who has not accepted
 * sends nothing. `web-vitals` reads the browser's buffered entries, so a start after the page has
 * shown (consent given later on the page) still reports its LCP and CLS. A withdrawal, on this
 * page or in another tab, is read at the moment of sending: then nothing is sent.
 */
import { onCLS, onFCP, onINP, onLCP } from 'web-vitals/attribution';
import { pageTemplate } from '../domain/pageTemplate';
import type { MetricName, MetricReport } from '../domain/vitals.mjs';

export const vitalsEndpoint = '/api/vitals';

/**
 * Where the consent banner keeps the visitor's answer (`consentKey` of
 * components/ConsentBanner/consentBoot.ts). Written out, not imported: an import from the page's
 * first script would make that script export it, adding bytes to it. tests/e2e/vitals.spec.ts
 * accepts through the banner and fails when the two differ (nothing would be sent).
 */
export const consentStorageKey = 'nexoform:analytics-consent';

/**
 * Set on `<html>` to `observing` once every metric is watched: the readiness signal tests wait for.
 * web-vitals watches CLS only from the page's first contentful paint (as CrUX counts it), so the
 * signal waits for that paint too: a page hidden earlier reports no CLS.
 */
export const vitalsReadyAttribute = 'data-vitals';

type Observers = Pick<typeof import('web-vitals/attribution'), 'onLCP' | 'onINP' | 'onCLS' | 'onFCP'>;

interface Dependencies {
  /** Whether the visitor's answer is still "accept": checked at each sending. */
  granted: () => boolean;
  observers: Observers;
  send: (url: string, body: string) => boolean;
}

const defaults: Dependencies = {
  granted: () => typeof localStorage !== 'undefined' && localStorage.getItem(consentStorageKey) === 'granted',
  observers: { onLCP, onINP, onCLS, onFCP },
  send: (url, body) => navigator.sendBeacon(url, body),
};

/** Watches this page's metrics and sends them on hiding (every time it is hidden with new values). */
export function observeVitals(dependencies: Partial<Dependencies> = {}): void {
  const { granted, observers, send } = { ...defaults, ...dependencies };
  const pending = new Map<MetricName, MetricReport>();
  const flush = () => {
    if (pending.size === 0 || !granted()) return;
    const body = JSON.stringify({ template: pageTemplate(location.pathname), metrics: [...pending.values()] });
    // Kept when the browser refuses to queue it, for the next hiding.
    if (send(vitalsEndpoint, body)) pending.clear();
  };
  const keep = (metric: MetricReport) => void pending.set(metric.name, metric);
  observers.onLCP(({ value, attribution }) => keep({ name: 'LCP', value, target: attribution.target ?? '' }));
  observers.onINP(({ value, attribution }) => keep({ name: 'INP', value, target: attribution.interactionTarget }));
  observers.onCLS(({ value, attribution }) =>
    keep({ name: 'CLS', value, target: attribution.largestShiftTarget ?? '' }),
  );
  // After web-vitals' own listeners (on window, capturing), so the values it reports on hiding are
  // in. Not on `pagehide` as well: leaving fires it first, and the page would report twice.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(), true);
  // Called after onCLS's own wait for the same paint (registered after it), so CLS is watched by then.
  observers.onFCP(() => document.documentElement.setAttribute(vitalsReadyAttribute, 'observing'));
}

let started = false;

/** Starts watching once per page, however often analytics is started on it (consent given again). */
export function startVitals(): void {
  if (started) return;
  started = true;
  observeVitals();
}
