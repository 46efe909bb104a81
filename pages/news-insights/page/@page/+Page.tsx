// https://vike.dev/Page
import { NewsBanner } from '../../NewsBanner';
import { useData } from 'vike-react/useData';
import { localizedPath, ui } from '../../../../domain/i18n';
import { newsListPath } from '../../../../domain/routes';
import { usePageLocale } from '../../pageLocale';
import { NewsGrid } from '../../NewsGrid';
import { Pagination } from '../../Pagination';
import * as styles from '../../NewsInsights.css';
import type { ArchiveData } from './+data';

/**
 * An archive page of News & Insights (/news-insights/page/2 …): one page of the list, newest first,
 * prerendered and linked from the list and from each other, so every item is reachable without
 * script and by crawlers (docs/decisions.md, "News & Insights"). HTML-only: the filters and the
 * search are on the list itself.
 */
export default function Page() {
  const { items, page, pages, first, total, defaultNewsImage } = useData<ArchiveData>();
  const locale = usePageLocale();
  const { archive } = ui(locale).newsPage;
  const pagePath = (target: number) => localizedPath(newsListPath(target), locale);
  return (
    <>
      <NewsBanner>{archive.subtitle(page, pages, first, first + items.length - 1, total)}</NewsBanner>
      <div className={styles.body}>
        <p className={styles.archiveNote}>
          <a href={pagePath(1)}>{archive.searchAll}</a>
        </p>
        <NewsGrid items={items} defaultImage={defaultNewsImage} />
        <Pagination current={page} count={pages} href={pagePath} />
      </div>
    </>
  );
}
