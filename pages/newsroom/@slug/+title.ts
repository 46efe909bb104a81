// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { findPressRelease } from '../../../content/pressReleases';

export function title(pageContext: PageContext): string {
  return `${findPressRelease(pageContext.urlPathname)?.headline ?? 'Press release'} | Nexoform`;
}
