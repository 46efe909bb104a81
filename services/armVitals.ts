/**
 * The only part of the vitals beacon in a page's first script (docs/decisions.md, "Real-user
 * vitals"): it waits for the visitor's first interaction (a tap, a key, a scroll), then for the
 * browser to be idle, and only then loads the rest (services/reportVitals.ts and web-vitals).
 */

/** The attribute on `<html>`: `waiting` for the first interaction, then `observing`. Tests wait for it. */
export const vitalsReadyAttribute = 'data-vitals';

const firstInteraction = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Calls `start` once, when the browser is idle after the first interaction; not at all after a refusal. */
export function armVitals(start: () => unknown, refused: () => boolean): void {
  if (refused()) return;
  const wake = () => {
    for (const type of firstInteraction) removeEventListener(type, wake, true);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start);
  };
  for (const type of firstInteraction) addEventListener(type, wake, { capture: true, passive: true });
  document.documentElement.setAttribute(vitalsReadyAttribute, 'waiting');
}
