/**
 * The readiness signal every enhancer gives once it has wired its root (the element carrying its
 * `data-*` hook): `data-enhanced="true"`. Browser tests wait on `[data-…][data-enhanced]` before
 * they interact, so a click never lands before the behaviour it tests is there.
 */
export function markEnhanced(root: Element): void {
  root.setAttribute('data-enhanced', 'true');
}
