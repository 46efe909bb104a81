import { vi } from 'vitest';

/** jsdom has no matchMedia: answer every query with `matches`. */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom has no IntersectionObserver: a stub whose callback the test calls with the ratio it wants. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  /** Reports `ratio` for every observed target. */
  return (ratio: number) => {
    for (const { callback, targets } of observers) {
      callback(
        targets.map(
          (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      );
    }
  };
}
