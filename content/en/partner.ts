import { partners } from '../identity.ts';
import type { Translation } from '../types.ts';

/**
 * The partner page's words in English: the source content/<locale>/partner.ts translates
 * (`PartnerCopy`); the pictures, the video and the links stay content/partner.ts's in every
 * language. The photos' alt texts are in the photos' order: the nth is project-<n>.jpg's.
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
  videoTitle: 'XYZ Spatial and Nexoform: building with augmented reality',
  pressReleaseLink: 'View the press release',
} as const;

/** The partner page's words in one language (English: `partnerCopy`). */
export type PartnerCopy = Translation<typeof partnerCopy>;
