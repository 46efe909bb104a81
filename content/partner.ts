import { partners } from './identity';
import type { ImageAsset, Video } from './types';

const photo = (index: number, alt: string): ImageAsset => ({ src: `/v3/xyz/project-${index}.jpg`, width: 800, height: 600, alt });

/** The partner page (/xyz): the augmented-reality construction partner. */
export const partnerPage = {
  name: partners.arConstruction.name,
  heading: `${partners.arConstruction.name} - a Partnership for the Future`,
  logo: { src: '/v3/xyz/xyz-spatial-logo.svg', width: 240, height: 64, alt: `${partners.arConstruction.name} logo` },
  photos: [
    photo(1, 'A site engineer wearing an AR headset beside a module'),
    photo(2, 'A digital model of a data hall overlaid on a construction site'),
    photo(3, 'Cable trays checked against the model in augmented reality'),
    photo(4, 'Modules being aligned with AR guidance on a concrete pad'),
    photo(5, 'A completed modular hall matching its digital twin'),
  ],
  paragraphs: ['Text to follow.'],
  video: undefined as Video | undefined,
  pressReleasePath: `/newsroom/${partners.arConstruction.slug}`,
} as const;
