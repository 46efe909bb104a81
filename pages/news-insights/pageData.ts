import { yearOptions } from '../../domain/newsFilters';
import type { Data } from './index/+data';
import { fromNewsIndex, type NewsIndex } from './newsIndex';
import { nextTask } from './nextTask';

/** The id of the JSON block in the page's head that tells the browser where the list's data is (`+Head.tsx`). */
export const pageDataElementId = 'news-insights-data';

/** What the head block carries: little, so the HTML stays the same size however large the archive. */
export type BootData = Pick<Data, 'defaultNewsImage' | 'index'>;

export const bootData = ({ defaultNewsImage, index }: Data): BootData => ({ defaultNewsImage, index });

/** The head block as `+Head.tsx` wrote it into the prerendered HTML. */
export function readBootData(): BootData {
  const block = document.getElementById(pageDataElementId);
  if (!block?.textContent) throw new Error(`#${pageDataElementId} is missing from the page`);
  return JSON.parse(block.textContent) as BootData;
}

/**
 * The page's data in the browser: every item, from the index the head block points at. Reading
 * the index and making its items are two tasks: both grow with the archive.
 */
export async function loadPageData(boot: BootData = readBootData()): Promise<Data> {
  const source = boot.index;
  const index: NewsIndex =
    'inline' in source
      ? source.inline
      : await fetch(source.url).then((response) => {
          if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
          return response.json() as Promise<NewsIndex>;
        });
  await nextTask();
  const items = fromNewsIndex(index);
  return { ...boot, items, total: items.length, years: yearOptions(items) };
}
