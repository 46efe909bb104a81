// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { findPressRelease } from '../../../content/pressReleases';

export function description(pageContext: PageContext): string {
  return findPressRelease(pageContext.urlPathname)?.summary ?? '';
}
