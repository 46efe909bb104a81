import type { NewsCardItem } from '../../components/NewsCard/NewsCard';
import { isNewsType } from '../../content/newsTypes';
import type { ImageAsset } from '../../content/types';

/**
 * One item of the index: `[id, date, headline, type, publication, uri, 1 when it opens on the site
 * else 0, its photo's position in `images` or -1]`, and a ninth cell, 1, only for an entry the
 * editor's preview shows as scheduled (never in a build). Rows rather than objects: the index holds every
 * item of the archive, and a row repeats no key.
 */
export type NewsIndexRow = [number, string, string, string, string, string, 0 | 1, number, 1?];

/**
 * The compact index of every item the news list can show (docs/decisions.md, "News & Insights"):
 * only what the filters, the search and a card need, each photo once. The prerendered page holds
 * the first page of cards; the browser fetches this after the first paint to filter, search and
 * page through the rest.
 */
export type NewsIndex = { images: ImageAsset[]; items: NewsIndexRow[] };

/** The index of `items`, in their order. */
export function toNewsIndex(items: readonly NewsCardItem[]): NewsIndex {
  const images: ImageAsset[] = [];
  const imageIds = new Map<string, number>();
  const imageId = (image: ImageAsset | undefined) => {
    if (!image) return -1;
    let id = imageIds.get(image.src);
    if (id === undefined) {
      id = images.push(image) - 1;
      imageIds.set(image.src, id);
    }
    return id;
  };
  return {
    images,
    items: items.map((item): NewsIndexRow => {
      const row: NewsIndexRow = [
        item.id,
        item.date,
        item.headline,
        item.type,
        item.publication,
        item.uri,
        item.target === 'self' ? 1 : 0,
        imageId(item.image),
      ];
      if (item.scheduled) row[8] = 1;
      return row;
    }),
  };
}

/** The items of an index, as the cards and filters read them; a row of an unknown type is left out. */
export function fromNewsIndex({ images, items }: NewsIndex): NewsCardItem[] {
  return items.flatMap(([id, date, headline, type, publication, uri, self, image, scheduled]) => {
    if (!isNewsType(type)) return [];
    const photo = images[image];
    return [
      {
        id,
        date,
        headline,
        type,
        publication,
        uri,
        ...(self ? { target: 'self' as const } : {}),
        ...(photo ? { image: photo } : {}),
        ...(scheduled ? { scheduled: true as const } : {}),
      },
    ];
  });
}
