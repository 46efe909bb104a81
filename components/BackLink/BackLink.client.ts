import { markEnhanced } from '../enhanced';
import { canGoBack } from './backTarget';

/** D8: history Back links go back when the previous page is on this site, else follow their href home. */
export function enhanceBackLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-back]')) {
    link.addEventListener('click', (event) => {
      if (!canGoBack(document.referrer, window.location.origin, window.history.length)) return;
      event.preventDefault();
      window.history.back();
    });
    markEnhanced(link);
  }
}
