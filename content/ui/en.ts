/**
 * The English UI catalogue: the source every other locale translates (content/ui/de.ts, ro.ts).
 * A key here missing from a translation is a type error (`UiCatalogue`).
 */
export const en = {
  date: {
    /** How a news date reads; `{day}`, `{month}` (a name below) and `{year}` are filled in. */
    pattern: '{day} {month} {year}',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} as const;

/** Every catalogue has English's keys, with any text in place of English's. */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };

export type UiCatalogue = Shape<typeof en>;
