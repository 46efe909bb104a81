import type { Locale } from '../../content/locales';
import { homeCopy } from '../../domain/homeCopy';
import { defaultNewsImage, newsIn } from '../../publishing/site';
import { NewsCard } from '../NewsCard/NewsCard';
import { PageLink } from '../PageLink/PageLink';
import { latestNews } from '../../domain/newsOrder';
import { Section } from '../Section/Section';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './NewsPreview.css';

/** docs/product.md §2: the six newest items and a 'Read more' link to the full list. */
export function NewsPreview({ locale = 'en' }: { locale?: Locale }) {
  const { newsPreviewCopy } = homeCopy(locale);
  return (
    <Section id="newsroom-container" title={newsPreviewCopy.title} subtitle={newsPreviewCopy.subtitle}>
      <ul className={styles.grid}>
        {latestNews(newsIn(locale), 6).map((item) => (
          // An item not translated into the page's language is in English: its words are marked so,
          // for screen readers and translators' checks; the badge and the date are in the page's language.
          <li key={item.id}>
            <NewsCard
              item={item}
              defaultImage={defaultNewsImage}
              locale={locale}
              lang={item.lang === locale ? undefined : item.lang}
            />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <PageLink className={styles.moreLink} to="/news-insights" locale={locale}>
          {newsPreviewCopy.readMore}
          {/* Says where the link goes when read out of context, as in a list of links. */}
          <span className={visuallyHidden}>{newsPreviewCopy.readMoreHidden}</span>
        </PageLink>
      </p>
    </Section>
  );
}
