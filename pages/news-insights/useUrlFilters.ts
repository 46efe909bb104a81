import { useCallback, useEffect, useRef, useState } from 'react';
import { parseFilterQuery, parsePageQuery, toFilterQuery } from '../../domain/filterQuery';
import { emptyFilters, type NewsFilters } from '../../domain/newsFilters';

/** What the list shows: the filters, and which page of the matching items. */
export type ListState = { filters: NewsFilters; page: number };

const initial: ListState = { filters: emptyFilters, page: 1 };

/**
 * D12: the filters and the page live in the URL query. The first render shows the first page of
 * the full list, as the prerendered HTML does, so hydration matches; the query applies right
 * after, and `fromUrl` turns true. Typing replaces the history entry, once the browser is idle
 * (within a fraction of a second); choosing a filter, Reset or another page adds one at once; Back and Forward restore the state. `update` is one function for the
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

  // A write of the address that waits for an idle moment (typing), and cancels it.
  const pendingWrite = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const readUrl = () => {
      // Back or Forward: the address is the entry's own; a write still waiting was for the one left.
      pendingWrite.current?.();
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
    // The address of `next` replaces any write still waiting: it holds every filter and the search.
    pendingWrite.current?.();
    const write = () => {
      pendingWrite.current = undefined;
      const url = `${window.location.pathname}${toFilterQuery(next.filters, next.page)}${window.location.hash}`;
      if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      if (history === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    };
    if (history === 'push') return write();
    // While typing, the address follows once the browser is idle: writing it costs the keystroke a
    // few milliseconds (more on a slow phone) before the grid can follow.
    const cancel = whenIdle(write);
    pendingWrite.current = () => {
      cancel();
      pendingWrite.current = undefined;
    };
  }, []);

  return [state, update, fromUrl];
}

/** Runs `run` once the browser is idle (at the latest after 300 ms); returns what cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 300 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = window.setTimeout(run, 100);
  return () => window.clearTimeout(id);
}
