import { partners } from './identity';
import { pageWords, type Locale } from './locales';
import { picture } from './pictures';
import { partnerVideoIn } from './videos';

/**
 * The partner page (/xyz), the augmented-reality construction partner, in `locale`: the language's
 * words (content/<locale>/partner.ts) with its logo, its photos (project-<n>.jpg, for the nth alt
 * text), its video and the press release's English address.
 */
export function partnerPageIn(locale: Locale) {
  const words = pageWords[locale].partner;
  return {
    ...words,
    logo: { src: '/v3/xyz/xyz-spatial-logo.svg', width: 240, height: 64, alt: words.logoAlt },
    photos: words.photoAlts.map((alt, index) => picture(`content/images/partner/project-${index + 1}.jpg`, alt)),
    video: partnerVideoIn(locale),
    pressReleasePath: `/newsroom/${partners.arConstruction.slug}`,
  };
}
