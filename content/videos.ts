import { pageWords, type Locale } from './locales';
import { picture } from './pictures';
import type { Video } from './types';

/**
 * D7: videos are self-hosted clips made for the site, or a provider id for a privacy-enhanced
 * player. Their titles are words of the page that shows them (content/<locale>/).
 */
const solutionsClip = {
  kind: 'file',
  src: '/v3/video/solutions.mp4',
  type: 'video/mp4',
  poster: picture('content/images/video/solutions-poster.jpg', ''),
} as const;

const partnerClip = {
  kind: 'file',
  src: '/v3/video/xyz-partnership.mp4',
  type: 'video/mp4',
  poster: picture('content/images/video/xyz-partnership-poster.jpg', ''),
} as const;

/** The home page's solutions video, titled in `locale`. */
export const solutionsVideoIn = (locale: Locale): Video => ({
  ...solutionsClip,
  title: pageWords[locale].solutionsVideo.title,
});

/** The partner page's video, titled in `locale`. */
export const partnerVideoIn = (locale: Locale): Video => ({
  ...partnerClip,
  title: pageWords[locale].partner.videoTitle,
});
