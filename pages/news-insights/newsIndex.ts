import { localeCodes, type Locale } from '../../content/locales';
import { isNewsType } from '../../content/newsTypes';
import type { ImageAsset } from '../../content/types';
import type { ListItem } from './listItems';

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
export type NewsIndex = {
  images: ImageAsset[];
  items: NewsIndexRow[];
  /**
   * Only on a list whose items are not all in its page's language: by language, the positions of
   * the items whose words are in it (the German list's English items: `{ en: [0, 3, …] }`).
   */
  lang?: Partial<Record<Locale, number[]>>;
};

/** The index of `items`, in their order. */
export function toNewsIndex(items: readonly ListItem[]): NewsIndex {
  const images: ImageAsset[] = [];
  const imageIds = new Map<string, number>();
  const imageId = (image: ImageAsset | undefined) => {
    if (!image) return -1;
    const id = imageIds.get(image.src) ?? images.push(image) - 1;
    imageIds.set(image.src, id);
    return id;
  };
  const lang: Partial<Record<Locale, number[]>> = {};
  items.forEach((item, position) => {
    if (item.lang) (lang[item.lang] ??= []).push(position);
  });
  return {
    images,
    ...(Object.keys(lang).length > 0 ? { lang } : {}),
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
export function fromNewsIndex({ images, items, lang = {} }: NewsIndex): ListItem[] {
  const languages = new Map<number, Locale>();
  for (const locale of localeCodes) for (const position of lang[locale] ?? []) languages.set(position, locale);
  return items.flatMap(([id, date, headline, type, publication, uri, self, image, scheduled], position) => {
    if (!isNewsType(type)) return [];
    const language = languages.get(position);
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
        ...(language ? { lang: language } : {}),
      },
    ];
  });
}
