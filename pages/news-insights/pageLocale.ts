import { usePageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import type { Locale } from '../../content/locales';

/**
 * The page's language, from its page context: Vike's when prerendered, `index/+client.ts`'s when
 * hydrated (pages/+onBeforeRoute.ts). English when the list is rendered without one, on its own.
 */
export function usePageLocale(): Locale {
  return (usePageContext() as PageContext | undefined)?.locale ?? 'en';
}
