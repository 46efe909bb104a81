import type { NewsCardItem } from '../../components/NewsCard/NewsCard';
import { news } from '../../publishing/site';
import { sortNewestFirst } from '../../domain/newsOrder';

/**
 * Every item News & Insights lists, newest first: the list, its archive pages and its index all
 * read them from here. Build time only (it reads the content files).
 */
export function newsListItems(): NewsCardItem[] {
  return sortNewestFirst(news);
}
