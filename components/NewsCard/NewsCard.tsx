import { memo } from 'react';
import type { Locale } from '../../content/locales';
import type { NewsType } from '../../content/newsTypes';
import { splitLocale, ui } from '../../domain/i18n';
import type { ImageAsset } from '../../content/types';
import type { NewsItem } from '../../publishing/site';
import type { BadgeTone } from '../../theme/tokens';
import { badge } from '../../theme/badge.css';
import { Picture } from '../Picture/Picture';
import { formatNewsDate } from './formatDate';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './NewsCard.css';

/** Each news type's badge tone (docs/product.md §9: one style per type); a new type without a tone is a type error. */
export const newsTypeTone: Record<NewsType, BadgeTone> = {
  'Press Release': 'info',
  'News Article': 'positive',
  'White Paper': 'caution',
  'Blog Post': 'promote',
  Event: 'critical',
  Podcast: 'calm',
};

/** What a card shows of an item (the list's compact index carries exactly this). */
export type NewsCardItem = Pick<
  NewsItem,
  'id' | 'date' | 'headline' | 'uri' | 'target' | 'image' | 'publication' | 'type' | 'scheduled'
>;

type NewsCardProps = {
  item: NewsCardItem;
  /** docs/product.md §2 News card: shown when the item has no image of its own (publishing/site.ts `defaultNewsImage`). */
  defaultImage: ImageAsset;
  /** The heading level of the headline in its page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The page's language: the badge, the date and the hidden hints are in it. */
  locale?: Locale;
  /** The language of the item's own words (headline, publication) when it differs from the page's. */
  lang?: string;
};

/**
 * One News & Insights item as a single link (docs/product.md §2 "News card"): internal items navigate in
 * the site, the others open their external page in a new tab. Memoised: filtering the list
 * re-renders only cards whose item changed.
 */
export const NewsCard = memo(function NewsCard({
  item,
  defaultImage,
  headingLevel: Heading = 'h3',
  locale = 'en',
  lang,
}: NewsCardProps) {
  const external = item.target !== 'self';
  // A page of the site that is not in the page's language exists in English only (its address
  // has no prefix): the card says so after its headline (docs/decisions.md, D82).
  const english = !external && locale !== 'en' && splitLocale(item.uri).locale !== locale;
  const text = ui(locale).news;
  return (
    <article className={styles.root}>
      <a
        className={styles.link}
        href={item.uri}
        hrefLang={english ? 'en' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Picture
          image={item.image ? { ...item.image, alt: '' } : defaultImage}
          className={styles.image}
          sizes="(min-width: 1200px) 384px, (min-width: 768px) 50vw, 100vw"
        />
        <div className={styles.body}>
          <span className={styles.badges}>
            <span className={badge[newsTypeTone[item.type]]}>{text.typeNames[item.type]}</span>
            {/* Only in the editor's preview, which keeps entries dated after its clock (publishing/site.ts). */}
            {item.scheduled ? (
              <span className={badge.caution} data-scheduled>
                Scheduled
              </span>
            ) : null}
          </span>
          <Heading className={styles.headline}>
            {lang ? <span lang={lang}>{item.headline}</span> : item.headline}
            {external ? <span className={visuallyHidden}>{text.newTab}</span> : null}
            {english ? ui(locale).chrome.inEnglish : null}
          </Heading>
          <span className={styles.meta}>
            {/* A release of our own names itself by its type (publishing/newsList.ts): in the page's language. */}
            {item.target === 'self' && item.publication === item.type ? (
              text.typeNames[item.type]
            ) : (
              <span lang={lang}>{item.publication}</span>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={item.date}>{formatNewsDate(item.date, locale)}</time>
          </span>
        </div>
      </a>
    </article>
  );
});
