// https://vike.dev/Head
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { bootData, pageDataElementId } from '../pageData';

/**
 * Tells `+client.ts` where the list's data is: the page hydrates without Vike's client runtime,
 * which would otherwise bring it. A JSON data block is never executed, so the
 * Content-Security-Policy has nothing to allow; React escapes a closing script tag inside it.
 * Only the list has it: this folder holds the list alone, so no page below inherits it.
 */
export default function Head() {
  return (
    <script type="application/json" id={pageDataElementId}>
      {JSON.stringify(bootData(useData<Data>()))}
    </script>
  );
}
