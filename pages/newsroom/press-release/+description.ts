// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { PressRelease } from '../../../publishing/site';

export function description(pageContext: PageContext<PressRelease>): string {
  return pageContext.data.summary;
}
