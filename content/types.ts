import type { NewsType } from './newsTypes';

/**
 * An image shipped under `public/`. `src` is the fallback file (JPEG, PNG or SVG); for rasters
 * the image script also writes AVIF and WebP versions beside it, listed in the image manifest.
 */
export type ImageAsset = {
  src: string;
  width: number;
  height: number;
  /** What the image shows; '' for a purely decorative image. */
  alt: string;
};

/** docs/product.md §3 News item. `target: 'self'` navigates inside the site; anything else opens a new tab. */
export type NewsItem = {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  headline: string;
  uri: string;
  target?: 'self';
  image?: ImageAsset;
  publication: string;
  type: NewsType;
};

export type TeamMember = {
  slug: string;
  fullname: string;
  jobtitle: string;
  image?: ImageAsset;
  /** One string per paragraph. */
  biography: readonly string[];
};

export type Office = {
  title: string;
  city: string;
  /** The lines shown on the office card, in the country's own order. */
  addressLines: readonly string[];
  /** The same address in fields, for search engines (schema.org PostalAddress); a test holds it equal to the lines. */
  postalAddress: {
    streetAddress: string;
    addressLocality: string;
    addressRegion?: string;
    postalCode: string;
    addressCountry: string;
  };
  telephone: string;
};

export const solutionShapes = [
  'speed',
  'flexibility',
  'quality',
  'efficiency',
  'sustainability',
  'scalability',
] as const;
export type SolutionShape = (typeof solutionShapes)[number];

export type Solution = {
  title: string;
  shapeKey: SolutionShape;
  icon: ImageAsset;
  content: string;
};

export const navReferences = ['Home', 'Mission', 'Solutions', 'Newsroom', 'Team', 'ContactForm'] as const;
export type NavReference = (typeof navReferences)[number];

export const sectionIds = [
  'app-container',
  'mission-container',
  'solutions-container',
  'newsroom-container',
  'team-container',
  'contactform-container',
] as const;
export type SectionId = (typeof sectionIds)[number];

export type NavItem = { label: string; reference: NavReference; container: SectionId };

export type HeroMedia =
  | { type: 'image'; src: ImageAsset; mobileSrc?: ImageAsset }
  | { type: 'video'; src: string; poster: ImageAsset; mobileSrc?: ImageAsset };

export type HeroCallToAction = { label: string; targetId: SectionId; navId: NavReference };

export type CarouselItem = { title: string; description: string; src: ImageAsset };

/** D7: a video is a provider id (privacy-enhanced player) or a self-hosted file. */
export type Video =
  | { kind: 'provider'; title: string; providerId: string; poster: ImageAsset }
  | { kind: 'file'; title: string; src: string; type: string; poster: ImageAsset };

/** A page of prose: an ordered list of headed sections, each a list of paragraphs. */
export type ProseSection = { id: string; heading: string; paragraphs: readonly string[] };
