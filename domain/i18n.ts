import { type Locale } from '../content/locales.ts';
import { de } from '../content/ui/de.ts';
import { en, type UiCatalogue } from '../content/ui/en.ts';
import { ro } from '../content/ui/ro.ts';

const catalogues: Record<Locale, UiCatalogue> = { en, de, ro };

/** The UI catalogue of `locale` (content/ui/). */
export function ui(locale: Locale): UiCatalogue {
  return catalogues[locale];
}
