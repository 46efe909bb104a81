import { memo } from 'react';
import type { ImageAsset, NewsItem } from '../../content/types';
import { badge } from '../../theme/badge.css';
import { Picture } from '../Picture/Picture';
import { formatNewsDate } from './formatDate';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './NewsCard.css';

type NewsCardProps = {
  item: NewsItem;
  /** spec §2 News card: shown when the item has no image of its own (content/site.ts `defaultNewsImage`). */
  defaultImage: ImageAsset;
  /** The heading level of the headline in its page's outline. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One News & Insights item as a single link (spec §2 "News card"): internal items navigate in
 * the site, the others open their external page in a new tab. Memoised: filtering the list
 * re-renders only cards whose item changed.
 */
export const NewsCard = memo(function NewsCard({ item, defaultImage, headingLevel: Heading = 'h3' }: NewsCardProps) {
  const external = item.target !== 'self';
  return (
    <article className={styles.root}>
      <a
        className={styles.link}
        href={item.uri}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Picture
          image={item.image ? { ...item.image, alt: '' } : defaultImage}
          className={styles.image}
          sizes="(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw"
        />
        <div className={styles.body}>
          <span className={badge({ tone: item.type })}>{item.type}</span>
          <Heading className={styles.headline}>
            {item.headline}
            {external ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
          </Heading>
          <span className={styles.meta}>
            <span>{item.publication}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
          </span>
        </div>
      </a>
    </article>
  );
});
