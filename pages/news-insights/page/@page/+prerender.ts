// https://vike.dev/prerender
import { loadPublished, repoRoot } from '../../../../content/entries';
import { newsList, previewsScheduled } from '../../../../content/publishing';
import { newsArchivePaths } from '../../../../content/routes';

/**
 * Whether the archive pages are prerendered: only when the list holds more than one page of items.
 * With fewer there is no archive page, so the route has no address to prerender; turning it off
 * then (rather than leaving it on with no address) is what keeps the build free of Vike's warning
 * about a parameterised route with no prerendered URL. Read at build time, from the same published
 * entries the list shows.
 */
export async function hasArchivePages(root: string = repoRoot): Promise<boolean> {
  const entries = await loadPublished(root, { keepScheduled: previewsScheduled() });
  return newsArchivePaths(newsList(entries).length).length > 0;
}

export default function prerender(): Promise<boolean> {
  return hasArchivePages();
}
