import type { Data } from './+data';

/** The id of the JSON block in the page's head that carries its data to the browser (`+Head.tsx`). */
export const pageDataElementId = 'news-insights-data';

/** The page's data as `+Head.tsx` wrote it into the prerendered HTML. */
export function readPageData(): Data {
  const block = document.getElementById(pageDataElementId);
  if (!block?.textContent) throw new Error(`#${pageDataElementId} is missing from the page`);
  return JSON.parse(block.textContent) as Data;
}
