import { partners } from './identity';
import type { Translation } from './locales';
import { picture } from './pictures';
import { partnerVideo } from './videos';

/**
 * The partner page's words in English: the source content/<locale>/partner.ts translates
 * (`PartnerCopy`); the pictures, the video and the links stay `partnerPage`'s in every language.
 */
export const partnerCopy = {
  page: {
    title: 'XYZ Spatial - a Partnership for the Future | Nexoform',
    description:
      'How Nexoform and XYZ Spatial use augmented reality to build prefabricated data centers faster and right first time.',
  },
  heading: `${partners.arConstruction.name} - a Partnership for the Future`,
  logoAlt: `${partners.arConstruction.name} logo`,
  /** The name of the column of project photos. */
  photosLabel: 'Project photos',
  /** The photos' alt texts, in the photos' order (project-1.jpg …). */
  photoAlts: [
    'A site engineer wearing an AR headset beside a module',
    'A digital model of a data hall overlaid on a construction site',
    'Cable trays checked against the model in augmented reality',
    'Modules being aligned with AR guidance on a concrete pad',
    'A completed modular hall matching its digital twin',
  ],
  paragraphs: [
    `${partners.arConstruction.name} builds augmented-reality tools for construction sites. Together we bring the precision of our factories to the last 20% of every build: the part that happens on site.`,
    'Crews see each module, cable tray and pipe run overlaid on the real site before anything is lifted, so clashes are found on a tablet rather than under a crane. Inspectors compare what was built with the digital model as the work progresses, and handover records are captured as the build happens.',
    'The result is the same schedule certainty on site that our customers already get from the factory: modules that arrive right first time and halls that go live on the day planned.',
  ],
  videoTitle: partnerVideo.title,
  pressReleaseLink: 'View the press release',
} as const;

/** The partner page's words in one language (English: `partnerCopy`). */
export type PartnerCopy = Translation<typeof partnerCopy>;

/** The partner page (/xyz): the augmented-reality construction partner. */
export const partnerPage = {
  name: partners.arConstruction.name,
  heading: partnerCopy.heading,
  logo: { src: '/v3/xyz/xyz-spatial-logo.svg', width: 240, height: 64, alt: partnerCopy.logoAlt },
  photos: partnerCopy.photoAlts.map((alt, index) => picture(`content/images/partner/project-${index + 1}.jpg`, alt)),
  paragraphs: partnerCopy.paragraphs,
  video: partnerVideo,
  pressReleasePath: `/newsroom/${partners.arConstruction.slug}`,
} as const;
