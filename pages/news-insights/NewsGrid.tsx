import { memo } from 'react';
import { NewsCard, type NewsCardItem } from '../../components/NewsCard/NewsCard';
import type { ImageAsset } from '../../content/types';
import * as styles from './NewsInsights.css';

/**
 * One page of cards, on the list and on its archive pages. Memoised: a keystroke in the search
 * renders the grid only once the cards it shows change. Each card is laid out and painted only
 * near the viewport (`gridItem`).
 */
export const NewsGrid = memo(function NewsGrid({
  items,
  defaultImage,
}: {
  items: readonly NewsCardItem[];
  defaultImage: ImageAsset;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.gridItem}>
          <NewsCard item={item} defaultImage={defaultImage} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
});
