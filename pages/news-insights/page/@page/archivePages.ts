import { loadPublished, repoRoot } from '../../../../publishing/entries';
import { newsList } from '../../../../publishing/newsList';
import { previewsScheduled } from '../../../../publishing/publish';
import { newsArchivePaths } from '../../../../domain/routes';

/**
 * Whether the list has archive pages: only when it holds more than one page of items. Read at
 * build time, from the same published entries the list shows.
 */
export async function hasArchivePages(root: string = repoRoot): Promise<boolean> {
  const entries = await loadPublished(root, { keepScheduled: previewsScheduled() });
  return newsArchivePaths(newsList(entries).length).length > 0;
}
