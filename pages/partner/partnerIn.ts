import { partnerCopy as de } from '../../content/de/partner';
import type { Locale } from '../../content/locales';
import { partnerCopy as en, partnerPage, type PartnerCopy } from '../../content/partner';
import { partnerCopy as ro } from '../../content/ro/partner';
import { isTranslated, localizedPath } from '../../domain/i18n';

const copies: Record<Locale, PartnerCopy> = { en, de, ro };

/**
 * The partner page in `locale`: the language's words (content/<locale>/partner.ts) on the English
 * module's pictures, video and links. The press release link goes to the release in the language
 * when it is built in it, else to the English one, marked `lang` (`releaseLang`).
 */
export function partnerIn(locale: Locale) {
  const words = copies[locale];
  const releaseTranslated = isTranslated(partnerPage.pressReleasePath, locale);
  return {
    ...partnerPage,
    page: words.page,
    heading: words.heading,
    photosLabel: words.photosLabel,
    pressReleaseLink: words.pressReleaseLink,
    logo: { ...partnerPage.logo, alt: words.logoAlt },
    photos: partnerPage.photos.map((photo, index) => ({ ...photo, alt: words.photoAlts[index] ?? photo.alt })),
    paragraphs: words.paragraphs,
    video: { ...partnerPage.video, title: words.videoTitle },
    pressReleasePath: localizedPath(partnerPage.pressReleasePath, releaseTranslated ? locale : 'en'),
    releaseLang: releaseTranslated ? undefined : 'en',
  };
}
