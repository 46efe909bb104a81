// @vitest-environment jsdom
/**
 * The vitals beacon (services/reportVitals.ts): the metrics are sent once per hiding with the
 * template and no address; what the browser refused to queue is sent at the next hiding; nothing
 * is sent once the visitor has withdrawn consent. It starts only with analytics, that is after
 * consent (services/startAnalytics.ts), demo builds included.
 */
import { readFirebaseSettings } from './firebaseConfig';
import { consentStorageKey, observeVitals, vitalsEndpoint } from './reportVitals';

type Callback = (metric: { value: number; attribution: Record<string, string> }) => void;

/** Starts the beacon with stand-ins for web-vitals' observers; returns their callbacks by metric. */
function observe(dependencies: Omit<NonNullable<Parameters<typeof observeVitals>[0]>, 'observers'>) {
  const callbacks: Record<string, Callback> = {};
  const observers = Object.fromEntries(
    ['LCP', 'INP', 'CLS', 'FCP'].map((name) => [
      `on${name}`,
      (callback: Callback) => void (callbacks[name] = callback),
    ]),
  );
  observeVitals({ ...dependencies, observers: observers as never });
  return callbacks;
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

async function loadAnalytics() {
  vi.resetModules();
  return import('./startAnalytics');
}

describe('the vitals beacon', () => {
  it('sends the metrics on hiding with the template and no address, once per set of values', () => {
    const send = vi.fn(() => true);
    const callbacks = observe({ send, granted: () => true });
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
    const send = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    observe({ send, granted: () => true }).LCP?.({ value: 800, attribution: {} });
    hide();
    hide();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('sends nothing once the visitor has withdrawn consent', () => {
    const send = vi.fn(() => true);
    let granted = true;
    observe({ send, granted: () => granted }).LCP?.({ value: 800, attribution: {} });
    granted = false;
    hide();
    expect(send).not.toHaveBeenCalled();
  });

  it('reads the stored answer by default: only "granted" sends', () => {
    const send = vi.fn(() => true);
    observe({ send }).LCP?.({ value: 800, attribution: {} });
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
    vi.doMock('./reportVitals', () => Promise.reject(new TypeError('error loading dynamically imported module')));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const { startAnalytics } = await loadAnalytics();
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
    const startVitals = vi.fn();
    vi.doMock('./reportVitals', async (original) => ({
      ...(await original<typeof import('./reportVitals')>()),
      startVitals,
    }));
    const { startAnalytics } = await loadAnalytics();
    const importAnalytics = vi.fn();
    expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
    await vi.waitFor(() => expect(startVitals).toHaveBeenCalledTimes(1));
    expect(importAnalytics).not.toHaveBeenCalled();
    vi.doUnmock('./reportVitals');
  });
});

const realProject = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST',
});

function mockAnalytics() {
  return { getAnalytics: vi.fn(() => ({}) as never), setConsent: vi.fn(), setAnalyticsCollectionEnabled: vi.fn() };
}

describe('startAnalytics (D6)', () => {
  it('never loads analytics for a demo project', async () => {
    const { startAnalytics } = await loadAnalytics();
    const importAnalytics = vi.fn(async () => mockAnalytics());
    expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
    expect(importAnalytics).not.toHaveBeenCalled();
  });

  it('loads the SDK once, grants analytics storage only, and enables collection', async () => {
    const { startAnalytics } = await loadAnalytics();
    const analytics = mockAnalytics();
    const importAnalytics = vi.fn(async () => analytics);
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(importAnalytics).toHaveBeenCalledTimes(1);
    expect(analytics.setConsent).toHaveBeenCalledWith(
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    );
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('on withdrawal stops collection and removes the analytics cookies', async () => {
    const { startAnalytics, stopAnalytics } = await loadAnalytics();
    const analytics = mockAnalytics();
    await startAnalytics({ settings: realProject, importAnalytics: async () => analytics });
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST=GS1.1.456; path=/';
    document.cookie = 'keep=1; path=/';
    await stopAnalytics(realProject);
    expect(analytics.setConsent).toHaveBeenLastCalledWith({ analytics_storage: 'denied' });
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), false);
    expect(document.cookie).toBe('keep=1');
  });

  it('tries again after the SDK failed to load, and a withdrawal meanwhile still removes the cookies', async () => {
    const { startAnalytics, stopAnalytics } = await loadAnalytics();
    const analytics = mockAnalytics();
    const importAnalytics = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(analytics);
    await expect(startAnalytics({ settings: realProject, importAnalytics })).rejects.toThrow('chunk failed');
    document.cookie = '_ga=GA1.1.123; path=/';
    await stopAnalytics(realProject);
    expect(document.cookie).not.toContain('_ga');
    expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
    expect(importAnalytics).toHaveBeenCalledTimes(2);
    expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  });
});
