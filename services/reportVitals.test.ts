/**
 * The vitals beacon (services/armVitals.ts, services/reportVitals.ts): nothing is loaded before
 * the first interaction, the metrics are sent once, on hiding, with the template and no address;
 * a refusal of analytics sends nothing.
 */
import { armVitals } from './armVitals';
import { startVitals as start, vitalsEndpoint } from './reportVitals';

/** As pages/+client.ts wires it. */
const startVitals = (dependencies: Parameters<typeof start>[0] & { refused?: () => boolean }) =>
  armVitals(() => start(dependencies), dependencies.refused ?? (() => false));

type Callback = (metric: { value: number; attribution: Record<string, string> }) => void;

function fakeWebVitals() {
  const callbacks: Record<string, Callback> = {};
  const library = {
    onLCP: (callback: Callback) => void (callbacks.LCP = callback),
    onINP: (callback: Callback) => void (callbacks.INP = callback),
    onCLS: (callback: Callback) => void (callbacks.CLS = callback),
  };
  return { callbacks, load: vi.fn(async () => library as never) };
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
const observing = () => vi.waitFor(() => expect(document.documentElement.dataset.vitals).toBe('observing'));

describe('the vitals beacon', () => {
  it('loads web-vitals only after the first interaction, then sends the metrics once on hiding', async () => {
    const { callbacks, load } = fakeWebVitals();
    const send = vi.fn(() => true);
    startVitals({ load, send });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await observing();
    expect(load).toHaveBeenCalledTimes(1);
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
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps what the browser refused to queue, for the next hiding', async () => {
    const { callbacks, load } = fakeWebVitals();
    const send = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    startVitals({ load, send });
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await observing();
    callbacks.LCP?.({ value: 800, attribution: {} });
    hide();
    hide();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
  });

  it('loads and sends nothing for a visitor who refused analytics, even when they refuse later', async () => {
    const before = fakeWebVitals();
    const sendBefore = vi.fn(() => true);
    startVitals({ load: before.load, send: sendBefore, refused: () => true });
    window.dispatchEvent(new Event('pointerdown'));
    hide();
    expect(before.load).not.toHaveBeenCalled();
    expect(sendBefore).not.toHaveBeenCalled();

    visibility = 'visible';
    let refused = false;
    const later = fakeWebVitals();
    const sendLater = vi.fn(() => true);
    startVitals({ load: later.load, send: sendLater, refused: () => refused });
    window.dispatchEvent(new Event('pointerdown'));
    await observing();
    later.callbacks.LCP?.({ value: 800, attribution: {} });
    refused = true;
    hide();
    expect(sendLater).not.toHaveBeenCalled();
  });
});
