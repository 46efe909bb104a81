import { pressReleaseSharing, sharingByPath, translatedCards, type Sharing } from '../../content/sharing';
import type { UiCatalogue } from '../../content/en/ui';
import { findPressRelease } from '../../publishing/site';

/** The sharing card of a page; any page not listed (the 404 page) shares as the home page. */
export function sharingFor(path: string): Sharing {
  return sharingByPath[path] ?? (findPressRelease(path) ? pressReleaseSharing : sharingByPath['/']);
}

/** The catalogue's name of a sharing card (the home card's for one it does not list). */
export function sharingCard(sharing: Sharing): keyof UiCatalogue['sharing'] {
  const found = Object.entries(translatedCards).find(([, image]) => image === sharing.image);
  return (found?.[0] as keyof UiCatalogue['sharing'] | undefined) ?? 'home';
}
