// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { newsFeed } from '../../domain/routes';
import type { Data } from './+data';
import { bootData, pageDataElementId } from './pageData';

/**
 * Lets feed readers find the list's Atom feed, and tells `+client.ts` where the list's data is:
 * the page hydrates without Vike's client runtime, which would otherwise bring it. A JSON data
 * block is never executed, so the Content-Security-Policy has nothing to allow; React escapes a
 * closing script tag inside it. Pages in folders below inherit this head: only the list itself
 * gets the block.
 */
export default function Head() {
  const { urlPathname, data } = usePageContext();
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={newsFeed.title} href={newsFeed.path} />
      {urlPathname === '/news-insights' ? (
        <script type="application/json" id={pageDataElementId}>
          {JSON.stringify(bootData(data as Data))}
        </script>
      ) : null}
    </>
  );
}
