import { markEnhanced, setText } from '../enhanced';
import { downloadPdf } from '../../services/downloadPdf';

/**
 * docs/product.md §4: idle → loading → done, and done stays for the rest of the page view (one download).
 * D9: a failed fetch returns to idle with a message and a plain link to the file.
 */
export function enhanceDownloadButton(root: HTMLElement, download: typeof downloadPdf = downloadPdf): void {
  const button = root.querySelector<HTMLButtonElement>('[data-download-button]');
  const label = root.querySelector<HTMLElement>('[data-download-label]');
  const error = root.querySelector<HTMLElement>('[data-download-error]');
  const { file = '', fileName = '' } = root.dataset;
  if (!button || !label) return;
  const idleLabel = label.textContent ?? '';

  const render = (state: 'idle' | 'loading' | 'done') => {
    root.dataset.state = state;
    button.disabled = state !== 'idle';
    if (state === 'loading') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    setText(label, state === 'done' ? 'Downloaded' : idleLabel);
  };

  button.addEventListener('click', async () => {
    if (root.dataset.state && root.dataset.state !== 'idle') return;
    if (error) error.hidden = true;
    render('loading');
    try {
      await download(file, fileName);
      render('done');
    } catch {
      render('idle');
      if (error) error.hidden = false;
    }
  });
  render('idle');
  markEnhanced(root);
}
