// @vitest-environment jsdom
/** The vitals beacon (services/reportVitals.ts), started with analytics after consent (services/startAnalytics.ts). */
import { readFirebaseSettings } from './firebaseConfig';
import { consentStorageKey, observeVitals, vitalsEndpoint } from './reportVitals';

type Callback = (metric: { value: number; attribution: Record<string, string> }) => void;
type Send = (url: string, body: string) => boolean;

/** Starts the beacon with stand-ins for web-vitals' observers; returns their callbacks by metric. */
function observe(send: Send, granted?: () => boolean) {
  const callbacks: Record<string, Callback> = {};
  const on = (name: string) => [`on${name}`, (callback: Callback) => void (callbacks[name] = callback)];
  const observers = Object.fromEntries(['LCP', 'INP', 'CLS', 'FCP'].map(on));
  observeVitals({ send, ...(granted && { granted }), observers: observers as never });
  return callbacks;
}
/** The beacon with one LCP of 800 ms in. */
const observeLcp = (send: Send, granted?: () => boolean) =>
  observe(send, granted).LCP?.({ value: 800, attribution: {} });

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
beforeEach(() => {
  visibility = 'visible';
  document.documentElement.removeAttribute('data-vitals');
  window.history.replaceState(null, '', '/news-insights?tag=secret');
});
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};

it('the vitals beacon sends the metrics on hiding with the template and no address, once per set of values', () => {
  const send = vi.fn(() => true);
  const callbacks = observe(send, () => true);
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

it('the vitals beacon keeps what the browser refused to queue, for the next hiding', () => {
  const send = vi.fn<Send>().mockReturnValueOnce(false).mockReturnValue(true);
  observeLcp(send, () => true);
  hide();
  hide();
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
});

it('the vitals beacon sends nothing once the visitor has withdrawn consent', () => {
  const send = vi.fn(() => true);
  let granted = true;
  observeLcp(send, () => granted);
  granted = false;
  hide();
  expect(send).not.toHaveBeenCalled();
});

it('the vitals beacon reads the stored answer by default: only "granted" sends', () => {
  const send = vi.fn(() => true);
  observeLcp(send);
  for (const answer of [null, 'denied', 'granted']) {
    if (answer) localStorage.setItem(consentStorageKey, answer);
    else localStorage.clear();
    hide();
    visibility = 'visible';
  }
  expect(send).toHaveBeenCalledTimes(1);
  localStorage.clear();
});

it('the vitals beacon leaves the page alone when the vitals chunk cannot be downloaded: analytics still answers, nothing is rejected', async () => {
  vi.doMock('./reportVitals', () => Promise.reject(new TypeError('error loading dynamically imported module')));
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    const { startAnalytics, importAnalytics } = await withSdk();
    expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
    // Two turns of the event loop: an unhandled rejection is reported after the microtasks.
    for (const turn of [1, 2]) await new Promise((resolve) => setTimeout(resolve, 0, turn));
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
    vi.doUnmock('./reportVitals');
  }
});

const realProject = readFirebaseSettings({
  VITE_FIREBASE_PROJECT_ID: 'nexoform-prod',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST',
});

/** startAnalytics and stopAnalytics freshly loaded, with a stand-in SDK that `importAnalytics` loads. */
async function withSdk() {
  vi.resetModules();
  const analytics = {
    getAnalytics: vi.fn(() => ({}) as never),
    setConsent: vi.fn(),
    setAnalyticsCollectionEnabled: vi.fn(),
  };
  return { ...(await import('./startAnalytics')), analytics, importAnalytics: vi.fn(async () => analytics) };
}
const setCookies = (...cookies: string[]) => cookies.forEach((cookie) => (document.cookie = `${cookie}; path=/`));

it('startAnalytics (D6) never loads analytics for a demo project, and starts the vitals with it there too', async () => {
  const startVitals = vi.fn();
  vi.doMock('./reportVitals', async (original) => ({
    ...(await original<typeof import('./reportVitals')>()),
    startVitals,
  }));
  const { startAnalytics, importAnalytics } = await withSdk();
  expect(await startAnalytics({ settings: readFirebaseSettings({}), importAnalytics })).toBe(false);
  await vi.waitFor(() => expect(startVitals).toHaveBeenCalledTimes(1));
  expect(importAnalytics).not.toHaveBeenCalled();
  vi.doUnmock('./reportVitals');
});

it('startAnalytics (D6) loads the SDK once, grants analytics storage only, enables collection; on withdrawal stops it and removes the analytics cookies', async () => {
  const { startAnalytics, stopAnalytics, analytics, importAnalytics } = await withSdk();
  expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
  expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
  expect(importAnalytics).toHaveBeenCalledTimes(1);
  expect(analytics.setConsent).toHaveBeenCalledWith(
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  );
  expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  setCookies('_ga=GA1.1.123', '_ga_TEST=GS1.1.456', '_gid=GA1.1.789', 'keep=1');
  await stopAnalytics(realProject);
  expect(analytics.setConsent).toHaveBeenLastCalledWith({ analytics_storage: 'denied' });
  expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), false);
  expect(document.cookie).toBe('keep=1');
});

it('startAnalytics (D6) tries again after the SDK failed to load, and a withdrawal meanwhile still removes the cookies', async () => {
  const { startAnalytics, stopAnalytics, analytics } = await withSdk();
  const importAnalytics = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(analytics);
  await expect(startAnalytics({ settings: realProject, importAnalytics })).rejects.toThrow('chunk failed');
  setCookies('_ga=GA1.1.123');
  await stopAnalytics(realProject);
  expect(document.cookie).not.toContain('_ga');
  expect(await startAnalytics({ settings: realProject, importAnalytics })).toBe(true);
  expect(importAnalytics).toHaveBeenCalledTimes(2);
  expect(analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
});
