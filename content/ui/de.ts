import type { UiCatalogue } from './en';

/** The German UI catalogue (translated from content/ui/en.ts). */
export const de: UiCatalogue = {
  date: {
    pattern: '{day}. {month} {year}',
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
};
