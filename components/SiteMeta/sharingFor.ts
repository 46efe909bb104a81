import { pressReleaseSharing, sharingByPath, type Sharing } from '../../content/sharing';
import { findPressRelease } from '../../publishing/site';

/** The sharing card of a page; any page not listed (the 404 page) shares as the home page. */
export function sharingFor(path: string): Sharing {
  return sharingByPath[path] ?? (findPressRelease(path) ? pressReleaseSharing : sharingByPath['/']);
}
