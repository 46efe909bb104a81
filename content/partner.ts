import { partners } from './identity';
import { picture } from './pictures';
import { partnerVideo } from './videos';

const photo = (index: number, alt: string) => picture(`content/images/partner/project-${index}.jpg`, alt);

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
  paragraphs: [
    `${partners.arConstruction.name} builds augmented-reality tools for construction sites. Together we bring the precision of our factories to the last 20% of every build: the part that happens on site.`,
    'Crews see each module, cable tray and pipe run overlaid on the real site before anything is lifted, so clashes are found on a tablet rather than under a crane. Inspectors compare what was built with the digital model as the work progresses, and handover records are captured as the build happens.',
    'The result is the same schedule certainty on site that our customers already get from the factory: modules that arrive right first time and halls that go live on the day planned.',
  ],
  video: partnerVideo,
  pressReleasePath: `/newsroom/${partners.arConstruction.slug}`,
} as const;
