import { NewsCard } from '../../components/NewsCard/NewsCard';
import type { ImageAsset } from '../../content/types';
import type { ListItem } from './listItems';
import { usePageLocale } from './pageLocale';
import * as styles from './NewsInsights.css';

/**
 * One page of cards, on the list and on its archive pages, each in the page's language (badge,
 * date, hints). A card whose own words (headline, publication) are in another language marks
 * them with it (`lang`), so they are read in their own language and the rest in the page's.
 */
export function NewsGrid({
  items,
  defaultImage,
  busy = false,
}: {
  items: readonly ListItem[];
  defaultImage: ImageAsset;
  /** True while the list still renders the rest of its cards after a change. */
  busy?: boolean;
}) {
  const locale = usePageLocale();
  return (
    <ul className={styles.grid} aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.id} className={styles.gridItem}>
          <NewsCard item={item} defaultImage={defaultImage} headingLevel="h2" locale={locale} lang={item.lang} />
        </li>
      ))}
    </ul>
  );
}
