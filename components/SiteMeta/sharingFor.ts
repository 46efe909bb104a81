import { whitePaper } from '../../content/identity';
import { pressReleaseSharing, sharingByPath, type Sharing } from '../../content/sharing';
import type { UiCatalogue } from '../../content/en/ui';
import { findPressRelease } from '../../publishing/site';

/** The sharing card of a page; any page not listed (the 404 page) shares as the home page. */
export function sharingFor(path: string): Sharing {
  return sharingByPath[path] ?? (findPressRelease(path) ? pressReleaseSharing : sharingByPath['/']);
}

/** The sharing cards a translated page may show, by their name in the UI catalogue's `sharing`. */
export const sharingCards: Readonly<Record<keyof UiCatalogue['sharing'], Sharing | undefined>> = {
  home: sharingByPath['/'],
  news: sharingByPath['/news-insights'],
  partner: sharingByPath['/xyz'],
  whitePaper: sharingByPath[whitePaper.path],
  pressRelease: pressReleaseSharing,
};

/** The catalogue's name of a sharing card (the home card's for one it does not list). */
export function sharingCard(sharing: Sharing): keyof UiCatalogue['sharing'] {
  const found = Object.entries(sharingCards).find(([, card]) => card === sharing);
  return (found?.[0] as keyof UiCatalogue['sharing'] | undefined) ?? 'home';
}
