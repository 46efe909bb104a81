import type { NewsItem } from '../../content/types';

type NewsCardProps = { item: NewsItem };

/** One News & Insights item as a single link (spec §2 "News card"). */
export function NewsCard({ item }: NewsCardProps) {
  const external = item.target !== 'self';
  return (
    <a href={item.uri} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span>{item.headline}</span> <span>{item.publication}</span> <time dateTime={item.date}>{item.date}</time>{' '}
      <span>{item.type}</span>
    </a>
  );
}
