import { home as deHome } from '../content/de/home.ts';
import { hero } from '../content/hero.ts';
import * as englishHome from '../content/home.ts';
import type { HomeCopy, Locale } from '../content/locales.ts';
import { home as roHome } from '../content/ro/home.ts';

// Apart from domain/i18n.ts, which the build's configuration reads: this one reaches the pictures.
const homeCopies: Record<Locale, HomeCopy> = {
  en: { ...englishHome, page: englishHome.homePage, hero },
  de: deHome,
  ro: roHome,
};

/**
 * The home page's words in `locale` (content/home.ts, content/<locale>/home.ts), with the hero's
 * media and its buttons' targets from content/hero.ts.
 */
export function homeCopy(locale: Locale) {
  const copy = homeCopies[locale];
  const callsToAction = hero.callsToAction.map((action, index) => ({
    ...action,
    label: copy.hero.callsToAction[index]?.label ?? action.label,
  }));
  return { ...copy, hero: { ...hero, ...copy.hero, callsToAction } };
}
