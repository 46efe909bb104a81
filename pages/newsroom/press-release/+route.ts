// https://vike.dev/route-function
import type { PageContext } from 'vike/types';
import { isPressReleasePath } from '../../../domain/routes';

/**
 * Every press release, at `/newsroom/<file name>` or at an address kept from the past
 * (domain/routes.ts). Which release, and its Back rule (D8), come from its file (`+data.ts`).
 */
export function route(pageContext: PageContext): boolean {
  return isPressReleasePath(pageContext.urlPathname);
}
