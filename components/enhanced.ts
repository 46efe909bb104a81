/**
 * The readiness signal every enhancer gives once it has wired its root (the element carrying its
 * `data-*` hook): `data-enhanced="true"`. Browser tests wait on `[data-…][data-enhanced]` before
 * they interact, so a click never lands before the behaviour it tests is there.
 *
 * Each wiring is also counted, as a performance mark `enhance:<hook>` (`enhance:nav`,
 * `enhance:contact-form`): the attribute reads the same after a second wiring, the count does not.
 * `tests/e2e/wiring.spec.ts` counts them with `performance.getEntriesByName` to prove that no
 * module runs twice on a page (docs/decisions.md, "Performance").
 */
export function markEnhanced(root: Element): void {
  root.setAttribute('data-enhanced', 'true');
  mark(`enhance:${hookOf(root)}`);
}

/**
 * The readiness signal of a root whose enhancer wires on first use (`onFirstInteraction`): the
 * trigger is in place. Counted apart (`enhance-on-use:<hook>`), since the enhancer marks its own
 * wiring when it runs.
 */
export function markReadyOnUse(root: Element): void {
  root.setAttribute('data-enhanced', 'true');
  mark(`enhance-on-use:${hookOf(root)}`);
}

/** The hook an enhancer finds its root by: the root's first `data-*` attribute, without `data-`. */
export function hookOf(root: Element): string {
  const hook = root.getAttributeNames().find((name) => name.startsWith('data-') && name !== 'data-enhanced');
  return hook ? hook.slice('data-'.length) : root.localName;
}

// Where the User Timing API is missing (an old engine, a test DOM), only the count is lost.
const mark = (name: string) => globalThis.performance?.mark?.(name);

/**
 * Sets an element's text only when it differs. Writing the same text still replaces the text
 * node, and WebKit drops a click whose mousedown landed on a node removed before mouseup: an
 * enhancer that wires on the first pointer event and then renders its served label would lose
 * that first click in Safari.
 */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
