// https://vike.dev/onBeforeRender (server-side only)
import type { EntryTranslations } from '../../../domain/i18n';
import { entryTranslations } from '../../../publishing/site';

declare global {
  // Vike's documented way to type pageContext (https://vike.dev/pageContext#typescript).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /**
       * On an entry page, the languages each entry is translated into (domain/i18n.ts): the
       * language switcher links a release's translations. Given on the server, so the content's
       * reader stays out of every browser bundle (the news list hydrates the header).
       */
      entryTranslations?: EntryTranslations;
    }
  }
}

/** The languages of the releases, for the language switcher (pages/+Layout.tsx). */
export function onBeforeRender() {
  return { pageContext: { entryTranslations } };
}
