/**
 * The readiness signal every enhancer gives once it has wired its root (the element carrying its
 * `data-*` hook): `data-enhanced="true"`. Browser tests wait on `[data-…][data-enhanced]` before
 * they interact, so a click never lands before the behaviour it tests is there.
 */
export function markEnhanced(root: Element): void {
  root.setAttribute('data-enhanced', 'true');
}

/**
 * Sets an element's text only when it differs. Writing the same text still replaces the text
 * node, and WebKit drops a click whose mousedown landed on a node removed before mouseup: an
 * enhancer that wires on the first pointer event and then renders its served label would lose
 * that first click in Safari.
 */
export function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
