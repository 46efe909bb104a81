// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { defaultNewsImage } from '../../../../publishing/site';
import type { ImageAsset } from '../../../../content/types';
import { newsPageSize, pageCount, pageSlice } from '../../../../domain/newsPages';
import { newsListItems, type ListItem } from '../../listItems';

export type ArchiveData = {
  /** This page's cards, newest first. */
  items: ListItem[];
  page: number;
  pages: number;
  /** The position of the first card in the whole list, from 1. */
  first: number;
  total: number;
  defaultNewsImage: ImageAsset;
};

/** Page 2 onwards of the news list; any other number is not a page. */
export function data(pageContext: PageContextServer): ArchiveData {
  const all = newsListItems(pageContext.locale);
  const pages = pageCount(all.length);
  const value = pageContext.routeParams['page'] ?? '';
  const page = /^[1-9]\d*$/.test(value) ? Number(value) : NaN;
  if (!(page >= 2 && page <= pages)) throw render(404);
  return {
    items: pageSlice(all, page),
    page,
    pages,
    first: (page - 1) * newsPageSize + 1,
    total: all.length,
    defaultNewsImage,
  };
}
