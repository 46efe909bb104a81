// https://vike.dev/Page
import { useDeferredValue, useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { MultiSelect } from '../../components/MultiSelect/MultiSelect';
import { NewsCard } from '../../components/NewsCard/NewsCard';
import { newsTypes } from '../../content/newsTypes';
import { emptyFilters, filterNews, yearOptions } from './newsFilters';
import { useUrlFilters } from './useUrlFilters';
import type { Data } from './+data';
import * as styles from './NewsInsights.css';

/** /news-insights (spec §2): the full list with filters, search and shareable state (D12). */
export default function Page() {
  const { news, defaultNewsImage } = useData<Data>();
  const years = useMemo(() => yearOptions(news), [news]);
  const [filters, setFilters] = useUrlFilters();
  // Typing stays responsive: the grid follows the search a moment later if rendering lags.
  const deferredFilters = useDeferredValue(filters);
  const items = useMemo(() => filterNews(news, deferredFilters), [news, deferredFilters]);
  const reset = () => setFilters(emptyFilters, 'push');

  return (
    <>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <a className={styles.back} href="/">
            Back
          </a>
          <h1 className={styles.title}>News &amp; Insights</h1>
          <p className={styles.subtitle}>
            Press releases, coverage, white papers and podcasts from the prefabricated AI data center frontier.
          </p>
        </div>
      </header>
      <div className={styles.body}>
        <search className={styles.filters} aria-label="Filter news">
          <MultiSelect
            label="Content Type"
            options={newsTypes}
            selected={filters.types}
            onChange={(types) => setFilters({ ...filters, types }, 'push')}
          />
          <MultiSelect
            label="Year"
            options={years}
            selected={filters.years}
            onChange={(selected) => setFilters({ ...filters, years: selected }, 'push')}
          />
          <div className={styles.searchField}>
            <label htmlFor="news-search" className={styles.label}>
              Quick search
            </label>
            <input
              id="news-search"
              type="search"
              className={styles.searchInput}
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value }, 'replace')}
              autoComplete="off"
            />
          </div>
          <button type="button" className={styles.reset} onClick={reset}>
            Reset Filters
          </button>
        </search>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {items.length === 1 ? '1 result' : `${items.length} results`}
        </p>
        {items.length > 0 ? (
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} defaultImage={defaultNewsImage} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>No news matches these filters.</p>
            <button type="button" className={styles.reset} onClick={reset}>
              Clear all filters
            </button>
          </div>
        )}
      </div>
    </>
  );
}
