import { useCallback, useEffect, useRef, useState } from 'react';
import { parseFilterQuery, parsePageQuery, toFilterQuery } from '../../domain/filterQuery';
import { emptyFilters, type NewsFilters } from '../../domain/newsFilters';

/** What the list shows: the filters, and which page of the matching items. */
export type ListState = { filters: NewsFilters; page: number };

const initial: ListState = { filters: emptyFilters, page: 1 };

/**
 * D12: the filters and the page live in the URL query. The first render shows the first page of
 * the full list, as the prerendered HTML does, so hydration matches; the query applies right
 * after, and `fromUrl` turns true. Typing replaces the history entry; choosing a filter, Reset or
 * another page adds one; Back and Forward restore the state. `update` is one function for the
 * component's life and takes the next state or a change to the current one, so callbacks built
 * on it stay the same from render to render.
 */
export function useUrlFilters(): [
  state: ListState,
  update: (next: ListState | ((current: ListState) => ListState), history: 'push' | 'replace') => void,
  fromUrl: boolean,
] {
  const [state, setState] = useState<ListState>(initial);
  const [fromUrl, setFromUrl] = useState(false);
  // The state as last set, for a change given as a function: the URL is written from the result.
  const current = useRef(initial);

  useEffect(() => {
    const readUrl = () => {
      const query = window.location.search;
      current.current = { filters: parseFilterQuery(query), page: parsePageQuery(query) };
      setState(current.current);
      setFromUrl(true);
    };
    readUrl();
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, []);

  const update = useCallback((change: ListState | ((current: ListState) => ListState), history: 'push' | 'replace') => {
    const next = typeof change === 'function' ? change(current.current) : change;
    current.current = next;
    setState(next);
    const url = `${window.location.pathname}${toFilterQuery(next.filters, next.page)}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (history === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, []);

  return [state, update, fromUrl];
}
