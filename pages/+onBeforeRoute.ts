// https://vike.dev/onBeforeRoute, https://vike.dev/i18n
import type { PageContext } from 'vike/types';
import type { Locale } from '../content/locales';
import { isTranslated, splitLocale } from '../domain/i18n';
import { isPressReleasePath } from '../domain/routes';

declare global {
  // Vike's documented way to type pageContext (https://vike.dev/pageContext#typescript).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** The page's language, from its address (English when it has no prefix). */
      locale?: Locale;
    }
  }
}

/**
 * The locale comes from the address: `/de/xyz` is the page `/xyz` in German. Routing sees the
 * address without the prefix (`urlLogical`), so one page file serves every language. A prefixed
 * address of a page with no translation routes to nothing (404), as it has no file in the build; a
 * press release's is routed, and its page is the 404 page when the release has no translation
 * (its translations are content, which the page's data reads: pages/newsroom/press-release/+data.ts).
 */
export function onBeforeRoute(pageContext: PageContext) {
  // No hash: a server never receives one (Vike warns when it is read there).
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const { locale, path } = splitLocale(pathname);
  if (!isTranslated(path, locale) && !isPressReleasePath(path))
    return { pageContext: { locale, urlLogical: '/__untranslated__' } };
  return { pageContext: { locale, urlLogical: `${path}${searchOriginal ?? ''}` } };
}
