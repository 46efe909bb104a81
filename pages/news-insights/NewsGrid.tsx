import { NewsCard } from '../../components/NewsCard/NewsCard';
import type { ImageAsset } from '../../content/types';
import type { ListItem } from './listItems';
import * as styles from './NewsInsights.css';

/**
 * One page of cards, on the list and on its archive pages. A card whose words are in another
 * language than the page's says so (`lang`), so it is read in its own language.
 */
export function NewsGrid({ items, defaultImage }: { items: readonly ListItem[]; defaultImage: ImageAsset }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.gridItem} lang={item.lang}>
          <NewsCard item={item} defaultImage={defaultImage} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
