// https://vike.dev/onPrerenderStart, https://vike.dev/i18n
import type { PageContextServer } from 'vike/types';
import { localeCodes } from '../content/locales';
import { isTranslated, localizedPath } from '../domain/i18n';

/**
 * Every prerendered page once per locale it is translated into, at the locale's address; English
 * keeps its address and its output.
 */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    pageContext.is404
      ? [pageContext]
      : localeCodes
          .filter((locale) => isTranslated(pageContext.urlOriginal, locale))
          .map((locale) => ({ ...pageContext, urlOriginal: localizedPath(pageContext.urlOriginal, locale), locale })),
  );
  return { prerenderContext: { pageContexts } };
}
