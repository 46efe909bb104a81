// https://vike.dev/client
/**
 * Hydrates the prerendered list with React itself rather than through vike-react. The one reason:
 * vike-react hydrates from Vike's client runtime, which would load its router and read the page's
 * data from a page context serialized into the HTML, and this page needs neither: every link from
 * it is a full page load, and its data (every item of the archive) is the index fetched after the
 * first paint, which keeps the HTML the same size however large the archive (docs/performance.md,
 * "Growth"). The tree is the one vike-react renders on the server (page context, Layout, Page;
 * the wrappers add no markup). Requested after the first paint (scripts/build/loadAfterPaint.ts),
 * so the list paints before any script runs. Until the index has arrived the prerendered page
 * (first page of cards, archive links) is all there is, and it works. The site's script
 * (`pages/+client.ts`: consent banner, Back links) runs first, as on every page; it touches no
 * markup React renders differently. This folder holds the list alone, so no page below inherits
 * this script.
 */
import '../../+client';
import { createElement, startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import Layout from '../../+Layout';
import Page from './+Page';
import { onHydrationEnd } from '../onHydrationEnd';
import { nextTask } from '../nextTask';
import { loadPageData } from '../pageData';
import { splitLocale } from '../../../domain/i18n';

/** Its effect runs after every effect of the tree it wraps: when hydration has ended. */
function HydrationEnd({ children }: { children: ReactNode }) {
  useEffect(onHydrationEnd, []);
  return children;
}

/**
 * Hydrates the list with every item's data: what the Layout and the Page read from the page
 * context. As a transition, so React renders in slices of a few milliseconds and yields to the
 * browser in between (https://react.dev/reference/react/startTransition) rather than in one task.
 */
function hydrate(data: Awaited<ReturnType<typeof loadPageData>>) {
  // As on the server: the address without the language's prefix, and the language (pages/+onBeforeRoute.ts).
  const { locale, path } = splitLocale(window.location.pathname);
  const pageContext = { urlPathname: path, locale, data } as PageContext;
  const root = document.getElementById('root');
  if (!root) return;
  startTransition(() => {
    hydrateRoot(
      root,
      createElement(
        StrictMode,
        null,
        createElement(
          HydrationEnd,
          null,
          createElement(VikeReactProviderPageContext, {
            pageContext,
            children: createElement(Layout, { children: createElement(Page) }),
          }),
        ),
      ),
    );
  });
}

/**
 * Without the index (offline, or a request cut short because the visitor already left) the
 * prerendered page stays as it is, and it works: the first page of cards and the archive links.
 * The list becomes interactive once the browser is back online; until then the list carries
 * `data-waiting-online`, which says the failure was seen (the browser tests wait for it).
 */
async function start() {
  const list = document.querySelector('[data-news-list]');
  let data;
  try {
    data = await loadPageData();
  } catch {
    list?.setAttribute('data-waiting-online', '');
    window.addEventListener('online', () => void start(), { once: true });
    return;
  }
  list?.removeAttribute('data-waiting-online');
  await nextTask();
  hydrate(data);
}
void start();
