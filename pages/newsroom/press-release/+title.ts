// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { PressRelease } from '../../../publishing/site';

export function title(pageContext: PageContext<PressRelease>): string {
  return `${pageContext.data.headline} | Nexoform`;
}
