// https://vike.dev/Page
import { NewsBanner } from '../NewsBanner';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useData } from 'vike-react/useData';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { newsTypes } from '../../../content/newsTypes';
import { localizedPath, ui } from '../../../domain/i18n';
import { fill, plural } from '../../../domain/words';
import { newsListPath } from '../../../domain/routes';
import { toFilterQuery } from '../../../domain/filterQuery';
import { emptyFilters, isUnfiltered, newsFilter, type NewsFilters } from '../../../domain/newsFilters';
import { clampPage, newsFirstScreen, pageCount, pageSlice } from '../../../domain/newsPages';
import { NewsGrid } from '../NewsGrid';
import { Pagination } from '../Pagination';
import { usePageLocale } from '../pageLocale';
import { useUrlFilters } from '../useUrlFilters';
import type { Data } from './+data';
import * as styles from '../NewsInsights.css';

/**
 * /news-insights (docs/product.md §2): the list with filters, search and shareable state (D12),
 * one page of cards at a time. Prerendered, it is the first page of the whole list, with links to
 * the archive pages; hydrated, it filters and pages through every item of the index.
 */
export default function Page() {
  const { items, total, years, defaultNewsImage } = useData<Data>();
  const locale = usePageLocale();
  const text = ui(locale).news;
  const [state, setState, fromUrl] = useUrlFilters();
  // Sorted and made searchable once per list, so a keystroke only filters.
  const filter = useMemo(() => newsFilter(items), [items]);
  const matching = useMemo(() => filter(state.filters), [filter, state.filters]);
  // Prerendered, `items` is the first page only: the count is the whole list's.
  const count = isUnfiltered(state.filters) ? Math.max(total, matching.length) : matching.length;
  const pages = pageCount(count);
  const page = clampPage(state.page, count);
  const shown = useMemo(() => pageSlice(matching, page), [matching, page]);
  // When a keystroke, a filter or a page changes which cards are shown, the cards the grid holds
  // stay and the new ones among the first `newsFirstScreen` are made in the same render as the
  // field and the count; the other new cards follow in a deferred render, which the next keystroke
  // replaces rather than waits for. Making a card's elements is most of a keystroke's work, so the
  // frame the visitor waits for makes a dozen new cards at most, not 60 (docs/performance.md, "The
  // keystroke"). Until the rest are in, the grid is `aria-busy`.
  const settled = useDeferredValue(shown);
  // The cards the grid holds and the list they were chosen for, kept from render to render
  // (https://react.dev/reference/react/useState#storing-information-from-previous-renders): a
  // render React drops, as the next keystroke drops a deferred one, drops its change of them too.
  const [grid, setGrid] = useState({ shown, cards: shown });
  let cards = grid.cards;
  if (grid.shown !== shown || (settled === shown && grid.cards !== shown)) {
    const held = new Set(grid.cards);
    const first = settled === shown ? shown : shown.filter((item, index) => index < newsFirstScreen || held.has(item));
    // Every card made at once (few new ones): the list itself, so the deferred render changes nothing.
    cards = first.length === shown.length ? shown : first;
    setGrid({ shown, cards });
  }
  const countRef = useRef<HTMLParagraphElement>(null);

  const { filters } = state;
  // A new filter or search starts again from the first page of what matches. The menus' callbacks
  // stay the same function, so a keystroke in the search does not render the menus (memoised) again.
  const setFilters = useCallback(
    (change: (current: NewsFilters) => NewsFilters, history: 'push' | 'replace') =>
      setState((current) => ({ filters: change(current.filters), page: 1 }), history),
    [setState],
  );
  const setTypes = useCallback(
    (types: NewsFilters['types']) => setFilters((f) => ({ ...f, types }), 'push'),
    [setFilters],
  );
  const setYears = useCallback(
    (years: NewsFilters['years']) => setFilters((f) => ({ ...f, years }), 'push'),
    [setFilters],
  );
  const reset = () => setFilters(() => emptyFilters, 'push');
  const showPage = (next: number) => {
    setState({ filters, page: next }, 'push');
    // The count above the grid names the page (a live region); focus moves there, at the top of the new cards.
    countRef.current?.focus();
  };
  // Until the query is read, the links are those of the prerendered page: archive pages, which work without JavaScript.
  const pageHref = (target: number) =>
    fromUrl
      ? `${localizedPath(newsListPath(1), locale)}${toFilterQuery(filters, target)}`
      : localizedPath(newsListPath(target), locale);

  return (
    <>
      <NewsBanner>{ui(locale).newsPage.subtitle}</NewsBanner>
      <div className={styles.body} data-news-list>
        <search className={styles.filters} aria-label={text.filters}>
          {/* The options' values stay the English type names: the address and the index use them. */}
          <MultiSelect
            label={text.types}
            options={newsTypes}
            optionLabels={text.typeNames}
            selected={filters.types}
            onChange={setTypes}
            locale={locale}
            text={text}
          />
          <MultiSelect
            label={text.years}
            options={years}
            selected={filters.years}
            onChange={setYears}
            locale={locale}
            text={text}
          />
          {/* Search and Reset share the row's last cell, so the row's columns do not wait for the
              button: a browser may paint the page before the rest of it has arrived. */}
          <div className={styles.searchRow}>
            <div className={styles.searchField}>
              <label htmlFor="news-search" className={styles.label}>
                {text.search}
              </label>
              <input
                id="news-search"
                type="search"
                className={styles.searchInput}
                value={filters.search}
                onChange={(event) => {
                  const search = event.target.value;
                  setFilters((f) => ({ ...f, search }), 'replace');
                }}
                autoComplete="off"
              />
            </div>
            <button type="button" className={styles.reset} onClick={reset}>
              {text.reset}
            </button>
          </div>
        </search>
        <p className={styles.count} aria-live="polite" aria-atomic="true" tabIndex={-1} ref={countRef}>
          {/* The count in digits only (2500 results), as the list has always written it in English. */}
          {`${plural(text.results, count, locale, {}, false)}${pages > 1 ? fill(text.resultsPage, { page, pages }) : ''}`}
        </p>
        {shown.length > 0 ? (
          <>
            <NewsGrid items={cards} defaultImage={defaultNewsImage} busy={cards.length < shown.length} />
            <Pagination current={page} count={pages} href={pageHref} onNavigate={showPage} />
          </>
        ) : (
          <div className={styles.empty}>
            <p>{text.empty}</p>
            <button type="button" className={styles.reset} onClick={reset}>
              {text.clear}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
