import { useCallback, useEffect, useState } from 'react';
import { parseFilterQuery, toFilterQuery } from '../../domain/filterQuery';
import { emptyFilters, type NewsFilters } from '../../domain/newsFilters';

/**
 * D12: the filters live in the URL query. The first render shows the full list, as the
 * prerendered HTML does, so hydration matches; the query applies right after. Typing replaces
 * the history entry; choosing a filter or Reset adds one; Back and Forward restore the state.
 */
export function useUrlFilters(): [NewsFilters, (next: NewsFilters, history: 'push' | 'replace') => void] {
  const [filters, setFilters] = useState<NewsFilters>(emptyFilters);

  useEffect(() => {
    const readUrl = () => setFilters(parseFilterQuery(window.location.search));
    readUrl();
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, []);

  const update = useCallback((next: NewsFilters, history: 'push' | 'replace') => {
    setFilters(next);
    const url = `${window.location.pathname}${toFilterQuery(next)}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (history === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, []);

  return [filters, update];
}
