import { markReadyOnUse } from './enhanced';

/** What a visitor does first with a part of the page: press, tap, type, focus it or autofill it. */
const firstEvents = ['pointerdown', 'click', 'keydown', 'focusin', 'input'] as const;

/**
 * Wires `enhance` on the first interaction with `root` instead of at load, for parts that matter
 * only once used (docs/decisions.md, "Performance"). The trigger listens in the capture phase on
 * `root`, so it runs before the event reaches its target; the listeners `enhance` adds there are
 * called for that same event (the DOM takes a node's listeners when the event reaches it), so
 * the first click, key or focus is handled, not lost.
 *
 * The readiness signal (`data-enhanced="true"`) is set when the trigger is in place: from then
 * on the first event will be handled. The enhancer marks its own wiring when it runs.
 */
export function onFirstInteraction(root: HTMLElement, enhance: (root: HTMLElement) => void): void {
  const wire = () => {
    for (const type of firstEvents) root.removeEventListener(type, wire, true);
    enhance(root);
  };
  for (const type of firstEvents) root.addEventListener(type, wire, true);
  markReadyOnUse(root);
}

/**
 * Calls `enhance` on every element matching `selector` in the document, each call in a task of
 * its own, so a page's start-up is a row of short tasks that a tap or a keypress can come between
 * rather than one long task (docs/decisions.md, "Performance"). Tasks queued by `setTimeout` run
 * in the order they were queued, so enhancers still wire in the order the script names them.
 */
export function enhanceAll<T extends HTMLElement>(selector: string, enhance: (root: T) => void): void {
  for (const root of document.querySelectorAll<T>(selector)) setTimeout(() => enhance(root));
}
