/**
 * Real-user Core Web Vitals (docs/decisions.md, "Real-user vitals"): LCP, INP and CLS with their
 * attribution, measured by `web-vitals` and sent with `navigator.sendBeacon` to the `vitals`
 * function when the page is hidden. No cookie, no storage, no identifier: the report names the
 * page template and the blamed element's selector only.
 *
 * Loaded by services/armVitals.ts after the first interaction, once the browser is idle, so none
 * of it is part of what a page loads to show itself (the byte budgets) nor of that interaction's
 * response. LCP and CLS are read from the browser's buffered entries, so starting late loses
 * nothing of them. A visitor who refused analytics sends nothing, checked when sending.
 */
import { pageTemplate } from '../domain/pageTemplate';
import type { MetricName, MetricReport } from '../domain/vitals.mjs';
import { vitalsReadyAttribute } from './armVitals';

export const vitalsEndpoint = '/api/vitals';

type WebVitals = typeof import('web-vitals/attribution');

interface Dependencies {
  /** Whether the visitor has refused analytics: then nothing is sent. */
  refused: () => boolean;
  load: () => Promise<Pick<WebVitals, 'onLCP' | 'onINP' | 'onCLS'>>;
  send: (url: string, body: string) => boolean;
}

const defaults: Dependencies = {
  refused: () => false,
  load: () => import('web-vitals/attribution'),
  send: (url, body) => navigator.sendBeacon(url, body),
};

export async function startVitals(dependencies: Partial<Dependencies> = {}): Promise<void> {
  const { refused, load, send } = { ...defaults, ...dependencies };
  const pending = new Map<MetricName, MetricReport>();
  const flush = () => {
    if (pending.size === 0 || refused()) return;
    const body = JSON.stringify({ template: pageTemplate(location.pathname), metrics: [...pending.values()] });
    if (send(vitalsEndpoint, body)) pending.clear();
  };
  const keep = (metric: MetricReport) => void pending.set(metric.name, metric);

  const { onLCP, onINP, onCLS } = await load();
  onLCP(({ value, attribution }) => keep({ name: 'LCP', value, target: attribution.target ?? '' }));
  onINP(({ value, attribution }) => keep({ name: 'INP', value, target: attribution.interactionTarget }));
  onCLS(({ value, attribution }) => keep({ name: 'CLS', value, target: attribution.largestShiftTarget ?? '' }));
  // Registered after web-vitals' own listeners, so the values it reports on hiding are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(), true);
  addEventListener('pagehide', flush, true);
  document.documentElement.setAttribute(vitalsReadyAttribute, 'observing');
}
