// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPressRelease } from '../../../content/site';
import type { PressRelease } from '../../../content/types';

/** The release this page shows, read once; its title and description follow from it. */
export function data(pageContext: PageContextServer): PressRelease {
  const release = findPressRelease(pageContext.urlPathname);
  if (!release) throw render(404);
  return release;
}
