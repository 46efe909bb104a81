// https://vike.dev/onBeforePrerenderStart
import { newsArchivePaths } from '../../../../domain/routes';
import { newsListItems } from '../../listItems';

/** One archive page per page of items after the first (the first is /news-insights itself). */
export function onBeforePrerenderStart(): string[] {
  return newsArchivePaths(newsListItems().length);
}
