import { pageWords, type Locale } from './locales';
import { picture } from './pictures';
import type { Video } from './types';

/**
 * D7: videos are self-hosted clips made for the site, or a provider id for a privacy-enhanced
 * player. Their titles are words of the page that shows them (content/<locale>/).
 */
const clip = (name: string, title: string): Video => ({
  kind: 'file',
  src: `/v3/video/${name}.mp4`,
  type: 'video/mp4',
  poster: picture(`content/images/video/${name}-poster.jpg`, ''),
  title,
});

/** The home page's solutions video, titled in `locale`. */
export const solutionsVideoIn = (locale: Locale) => clip('solutions', pageWords[locale].solutionsVideo.title);

/** The partner page's video, titled in `locale`. */
export const partnerVideoIn = (locale: Locale) => clip('xyz-partnership', pageWords[locale].partner.videoTitle);
