import type { MouseEvent } from 'react';
import { ui } from '../../domain/i18n';
import { pageWindow } from '../../domain/newsPages';
import { fill } from '../../domain/words';
import { usePageLocale } from './pageLocale';
import * as styles from './NewsInsights.css';

type PaginationProps = {
  current: number;
  count: number;
  /** The address of a page: an archive page without JavaScript, the list's query with it. */
  href: (page: number) => string;
  /** Shows a page in place instead of loading its address (a plain click only; a new tab still loads it). */
  onNavigate?: (page: number) => void;
};

/**
 * The list's pages as links (docs/decisions.md, "News & Insights"): Previous, the first, the
 * last and the current page with its neighbours, Next. Real addresses, so every page is reachable
 * without JavaScript and by crawlers; nothing when everything fits on one page.
 */
export function Pagination({ current, count, href, onNavigate }: PaginationProps) {
  const text = ui(usePageLocale()).news;
  if (count <= 1) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(page);
  };
  // Previous and Next: the neighbouring page, named so, with its relation.
  const step = (page: number, rel: 'prev' | 'next', label: string) => (
    <li>
      <a className={styles.pageLink} href={href(page)} rel={rel} onClick={follow(page)}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className={styles.pagination} aria-label={text.pages}>
      <ul className={styles.pageList}>
        {current > 1 ? step(current - 1, 'prev', text.previousPage) : null}
        {pageWindow(current, count).map((page, position) =>
          page === null ? (
            <li key={`gap-${position}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={styles.pageLink}
                href={href(page)}
                onClick={follow(page)}
                aria-label={fill(text.page, { page })}
                {...(page === current ? { 'aria-current': 'page' as const } : {})}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < count ? step(current + 1, 'next', text.nextPage) : null}
      </ul>
    </nav>
  );
}
