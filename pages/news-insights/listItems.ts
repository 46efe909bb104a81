import type { NewsCardItem } from '../../components/NewsCard/NewsCard';
import type { Locale } from '../../content/locales';
import { newsIn } from '../../publishing/site';
import { sortNewestFirst } from '../../domain/newsOrder';

/**
 * An item of the list: what its card shows, and `lang`, the language its words are in, only when
 * it is not the page's (an English item on the German list: its card is marked `lang="en"`).
 */
export type ListItem = NewsCardItem & { lang?: Locale };

/**
 * Every item News & Insights lists in `locale`, newest first: the list, its archive pages and its
 * index all read them from here. Build time only (it reads the content files).
 */
export function newsListItems(locale: Locale = 'en'): ListItem[] {
  return sortNewestFirst(newsIn(locale)).map(({ lang, ...item }) => (lang === locale ? item : { ...item, lang }));
}
