// https://vike.dev/data
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPressRelease } from '../../../publishing/site';
import type { PressRelease } from '../../../publishing/site';

/**
 * The release at this address in the page's language, read once; the page's title and description
 * follow from it. An address no published release has (or one dated after the build), or a
 * release with no translation into the address's language, is the 404 page.
 */
export function data(pageContext: PageContextServer): PressRelease {
  const release = findPressRelease(pageContext.urlPathname, pageContext.locale);
  if (!release) throw render(404);
  return release;
}
