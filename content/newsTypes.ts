/** The six kinds of News & Insights item (docs/product.md §3). Declared once; the union derives from it. */
export const newsTypes = ['Press Release', 'News Article', 'White Paper', 'Blog Post', 'Event', 'Podcast'] as const;

export type NewsType = (typeof newsTypes)[number];

export function isNewsType(value: string): value is NewsType {
  return (newsTypes as readonly string[]).includes(value);
}
