// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { NewsCardItem } from '../../../components/NewsCard/NewsCard';
import { defaultNewsImage } from '../../../content/site';
import type { ImageAsset } from '../../../content/types';
import { pageSlice } from '../../../domain/newsPages';
import { yearOptions } from '../../../domain/newsFilters';
import { newsListItems } from '../listItems';
import { toNewsIndex, type NewsIndex } from '../newsIndex';
import { writeNewsIndex } from '../newsIndexFile';

export type Data = {
  /**
   * The items the list filters and pages through, newest first. When prerendered: the first page
   * only, so the HTML does not grow with the archive. In the browser: every item, from the index.
   */
  items: NewsCardItem[];
  /** How many items the whole list holds. */
  total: number;
  /** The Year filter's options: the years of every item, newest first. */
  years: string[];
  defaultNewsImage: ImageAsset;
  /** Where the browser finds the index of every item: a file of the build, or (in `vike dev`) inline. */
  index: { url: string } | { inline: NewsIndex };
};

/** The first page of cards; the rest reaches the browser as the index, fetched after the first paint. */
export function data(pageContext: PageContextServer): Data {
  const all = newsListItems();
  const index = toNewsIndex(all);
  return {
    items: pageSlice(all, 1),
    total: all.length,
    years: yearOptions(all),
    defaultNewsImage,
    index: pageContext.isPrerendering ? { url: writeNewsIndex(index) } : { inline: index },
  };
}
