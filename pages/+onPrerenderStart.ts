// https://vike.dev/onPrerenderStart, https://vike.dev/i18n
import type { PageContextServer } from 'vike/types';
import { localeCodes } from '../content/locales';
import { isTranslated, localizedPath } from '../domain/i18n';
import { entryTranslations } from '../publishing/site';

/**
 * Every prerendered page once per locale it is translated into, at the locale's address (a press
 * release in the languages its translations give it); English keeps its address and its output.
 */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    pageContext.is404
      ? // A copy like every other page's: Vike reads `url` on each context returned, and the getter it
        // put on its own objects warns that the hook used `pageContext.url`.
        [{ ...pageContext }]
      : localeCodes
          .filter((locale) => isTranslated(pageContext.urlOriginal, locale, entryTranslations))
          .map((locale) => ({ ...pageContext, urlOriginal: localizedPath(pageContext.urlOriginal, locale), locale })),
  );
  return { prerenderContext: { pageContexts } };
}
