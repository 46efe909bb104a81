import { newsPreviewCopy } from '../../content/home';
import { defaultNewsImage, news } from '../../publishing/site';
import { NewsCard } from '../NewsCard/NewsCard';
import { latestNews } from '../../domain/newsOrder';
import { Section } from '../Section/Section';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './NewsPreview.css';

/** docs/product.md §2: the six newest items and a 'Read more' link to the full list. */
export function NewsPreview() {
  return (
    <Section id="newsroom-container" title={newsPreviewCopy.title} subtitle={newsPreviewCopy.subtitle}>
      <ul className={styles.grid}>
        {latestNews(news, 6).map((item) => (
          <li key={item.id}>
            <NewsCard item={item} defaultImage={defaultNewsImage} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <a className={styles.moreLink} href="/news-insights">
          Read more
          {/* Says where the link goes when read out of context, as in a list of links. */}
          <span className={visuallyHidden}> News &amp; Insights</span>
        </a>
      </p>
    </Section>
  );
}
