import { picture } from './pictures';
import type { Video } from './types';

/** D7: videos are self-hosted clips made for the site, or a provider id for a privacy-enhanced player. */
export const solutionsVideo: Video = {
  kind: 'file',
  title: 'How a Nexoform data center comes together',
  src: '/v3/video/solutions.mp4',
  type: 'video/mp4',
  poster: picture('content/images/video/solutions-poster.jpg', ''),
};

export const partnerVideo: Video = {
  kind: 'file',
  title: 'XYZ Spatial and Nexoform: building with augmented reality',
  src: '/v3/video/xyz-partnership.mp4',
  type: 'video/mp4',
  poster: picture('content/images/video/xyz-partnership-poster.jpg', ''),
};
