/**
 * The vitals beacon (services/reportVitals.ts): the metrics are sent once per hiding with the
 * template and no address; what the browser refused to queue is sent at the next hiding; nothing
 * is sent once the visitor has withdrawn consent. It starts only with analytics, that is after
 * consent (services/startAnalytics.ts), demo builds included.
 */
import { readFirebaseSettings } from './firebaseConfig';
import { consentStorageKey, observeVitals, vitalsEndpoint } from './reportVitals';

type Callback = (metric: { value: number; attribution: Record<string, string> }) => void;

function fakeObservers() {
  const callbacks: Record<string, Callback> = {};
  const observers = {
    onLCP: (callback: Callback) => void (callbacks.LCP = callback),
    onINP: (callback: Callback) => void (callbacks.INP = callback),
    onCLS: (callback: Callback) => void (callbacks.CLS = callback),
    onFCP: (callback: Callback) => void (callbacks.FCP = callback),
  };
  return { callbacks, observers: observers as never };
}

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  document.documentElement.removeAttribute('data-vitals');
  window.history.replaceState(null, '', '/news-insights?tag=secret');
});
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the vitals beacon', () => {
  it('sends the metrics on hiding with the template and no address, once per set of values', () => {
    const { callbacks, observers } = fakeObservers();
    const send = vi.fn(() => true);
    observeVitals({ observers, send, granted: () => true });
    // Ready once the first contentful paint is in: web-vitals watches CLS from then on.
    expect(document.documentElement.dataset.vitals).toBeUndefined();
    callbacks.FCP?.({ value: 800, attribution: {} });
    expect(document.documentElement.dataset.vitals).toBe('observing');
    callbacks.LCP?.({ value: 1234, attribution: { target: 'main>img' } });
    callbacks.CLS?.({ value: 0.05, attribution: { largestShiftTarget: 'footer' } });
    callbacks.INP?.({ value: 180, attribution: { interactionTarget: 'button.menu' } });
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(vitalsEndpoint);
    expect(JSON.parse(body)).toEqual({
      template: 'news-list',
      metrics: [
        { name: 'LCP', value: 1234, target: 'main>img' },
        { name: 'CLS', value: 0.05, target: 'footer' },
        { name: 'INP', value: 180, target: 'button.menu' },
      ],
    });
    expect(body).not.toContain('secret');
    hide();
    dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps what the browser refused to queue, for the next hiding', () => {
    const { callbacks, observers } = fakeObservers();
    const send = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    observeVitals({ observers, send, granted: () => true });
    callbacks.LCP?.({ value: 800, attribution: {} });
    hide();
    hide();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('sends nothing once the visitor has withdrawn consent', () => {
    const { callbacks, observers } = fakeObservers();
    const send = vi.fn(() => true);
    let granted = true;
    observeVitals({ observers, send, granted: () => granted });
    callbacks.LCP?.({ value: 800, attribution: {} });
    granted = false;
    hide();
    expect(send).not.toHaveBeenCalled();
  });

  it('reads the stored answer by default: only "granted" sends', () => {
    const { callbacks, observers } = fakeObservers();
    const send = vi.fn(() => true);
    observeVitals({ observers, send });
    callbacks.LCP?.({ value: 800, attribution: {} });
    for (const answer of [null, 'denied', 'granted']) {
      if (answer) localStorage.setItem(consentStorageKey, answer);
      else localStorage.clear();
      hide();
      visibility = 'visible';
    }
    expect(send).toHaveBeenCalledTimes(1);
    localStorage.clear();
  });

  it('leaves the page alone when the vitals chunk cannot be downloaded: analytics still answers, nothing is rejected', async () => {
    vi.resetModules();
    vi.doMock('./reportVitals', () => Promise.reject(new TypeError('error loading dynamically imported module')));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { startAnalytics } = await import('./startAnalytics');
      expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics: vi.fn() })).toBe(false);
      // Two turns of the event loop: an unhandled rejection is reported after the microtasks.
      await new Promise((resolve) => setTimeout(resolve));
      await new Promise((resolve) => setTimeout(resolve));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      vi.doUnmock('./reportVitals');
    }
  });

  it('starts with analytics, in a demo build too', async () => {
    vi.resetModules();
    const observe = vi.fn();
    vi.doMock('./reportVitals', async (original) => ({
      ...(await original<typeof import('./reportVitals')>()),
      startVitals: observe,
    }));
    const { startAnalytics } = await import('./startAnalytics');
    const importAnalytics = vi.fn();
    expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
    await vi.waitFor(() => expect(observe).toHaveBeenCalledTimes(1));
    expect(importAnalytics).not.toHaveBeenCalled();
    vi.doUnmock('./reportVitals');
  });
});
