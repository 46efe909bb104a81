import type { UiCatalogue } from './en';

/** The Romanian UI catalogue (translated from content/ui/en.ts). */
export const ro: UiCatalogue = {
  date: {
    pattern: '{day} {month} {year}',
    months: [
      'ianuarie',
      'februarie',
      'martie',
      'aprilie',
      'mai',
      'iunie',
      'iulie',
      'august',
      'septembrie',
      'octombrie',
      'noiembrie',
      'decembrie',
    ],
  },
};
