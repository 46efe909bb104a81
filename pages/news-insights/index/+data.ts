// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { defaultNewsImage } from '../../../publishing/site';
import type { ImageAsset } from '../../../content/types';
import { pageSlice } from '../../../domain/newsPages';
import { yearOptions } from '../../../domain/newsFilters';
import { newsListItems, type ListItem } from '../listItems';
import { toNewsIndex, type NewsIndex } from '../newsIndex';

export type Data = {
  /**
   * The items the list filters and pages through, newest first. When prerendered: the first page
   * only, so the HTML does not grow with the archive. In the browser: every item, from the index.
   */
  items: ListItem[];
  /** How many items the whole list holds. */
  total: number;
  /** The Year filter's options: the years of every item, newest first. */
  years: string[];
  defaultNewsImage: ImageAsset;
  /**
   * Where the browser finds the index of every item: inline as rendered (and in `vike dev`); in the
   * build, a file the build's first post-processing step moves it to (scripts/build/newsIndexFile.ts).
   */
  index: { url: string } | { inline: NewsIndex };
};

/**
 * The first page of cards in the page's language; the rest reaches the browser as the index,
 * fetched after the first paint (one index per language: its items' words are the language's).
 */
export function data(pageContext?: Pick<PageContextServer, 'locale'>): Data {
  const all = newsListItems(pageContext?.locale);
  return {
    items: pageSlice(all, 1),
    total: all.length,
    years: yearOptions(all),
    defaultNewsImage,
    index: { inline: toNewsIndex(all) },
  };
}
