// https://vike.dev/Head
import { useData } from 'vike-react/useData';
import { newsFeed } from '../../content/routes';
import type { Data } from './+data';
import { pageDataElementId } from './pageData';

/**
 * Lets feed readers find the list's Atom feed, and carries the page's data for `+client.ts`: the
 * page hydrates without Vike's client runtime, which would otherwise bring it. A JSON data block
 * is never executed, so the Content-Security-Policy has nothing to allow; React escapes a closing
 * script tag inside it.
 */
export default function Head() {
  const data = useData<Data>();
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={newsFeed.title} href={newsFeed.path} />
      <script type="application/json" id={pageDataElementId}>
        {JSON.stringify(data)}
      </script>
    </>
  );
}
