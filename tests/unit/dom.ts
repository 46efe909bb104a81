import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/** Renders `ui`, wires the element `selector` finds with `enhance`, and checks that this marks it enhanced. */
export function renderEnhanced<Root extends HTMLElement = HTMLElement>(
  ui: ReactElement,
  selector: string,
  enhance: (root: Root, container: HTMLElement) => void,
) {
  const { container } = render(ui);
  const root = container.querySelector<Root>(selector)!;
  expect(root).not.toHaveAttribute('data-enhanced');
  enhance(root, container);
  expect(root).toHaveAttribute('data-enhanced', 'true');
  return { root, container, user: userEvent.setup() };
}

/** `element` draws the SVG of public/`file` in the page, not as an image to request. */
export function expectInlineSvg(element: Element, file: string) {
  expect(element.querySelector('img')).toBeNull();
  const drawing = new DOMParser().parseFromString(readFileSync(join('public', file), 'utf8'), 'text/html');
  expect(element.querySelector('[aria-hidden="true"] > svg')?.outerHTML).toBe(drawing.querySelector('svg')?.outerHTML);
}

/** jsdom has no matchMedia: answer every query with `matches`. */
export function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches, media, addEventListener() {}, removeEventListener() {} }));
}

/** jsdom has no IntersectionObserver: a stub whose callback the test calls with the ratio it wants. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly targets: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe = (target: Element) => void this.targets.push(target);
      unobserve() {}
      disconnect() {}
    },
  );
  /** Reports `ratio` for every observed target. */
  return (ratio: number) => {
    for (const { callback, targets } of observers)
      callback(
        targets.map(
          (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      );
  };
}
