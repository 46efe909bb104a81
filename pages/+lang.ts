// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { locales } from '../content/locales';

/** `<html lang>`: the page's locale. */
export default function lang(pageContext: PageContext): string {
  return locales[pageContext.locale ?? 'en'].lang;
}
