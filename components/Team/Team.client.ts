import { markEnhanced } from '../enhanced';

/**
 * The biography dialogs. Browsers with invoker commands and `closedby` open and dismiss them
 * natively; this covers the rest: opening, Close, a click on the backdrop, and focus return.
 */
export function enhanceTeam(root: HTMLElement): void {
  const nativeCommands = 'command' in HTMLButtonElement.prototype;
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-bio-open]')) {
    const dialog = document.getElementById(button.dataset.bioOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    if (!nativeCommands) {
      button.addEventListener('click', () => dialog.showModal());
      dialog.querySelector('[data-bio-close]')?.addEventListener('click', () => dialog.close());
    }
    // A click on the backdrop lands on the dialog element itself, outside its content box.
    dialog.addEventListener('click', (event) => {
      if (event.target !== dialog) return;
      const { left, right, top, bottom } = dialog.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      if (x < left || x > right || y < top || y > bottom) dialog.close();
    });
    dialog.addEventListener('close', () => button.focus());
  }
  markEnhanced(root);
}
