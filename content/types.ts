/**
 * An image with its intrinsic size. `src` is the fallback file (JPEG, PNG or SVG); photos made
 * by the build's image pipeline (content/pictures.ts) also carry AVIF and WebP `srcset`s.
 */
export type ImageAsset = {
  src: string;
  width: number;
  height: number;
  /** What the image shows; '' for a purely decorative image. */
  alt: string;
  sources?: { avif: string; webp: string };
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

export type SolutionShape = 'speed' | 'flexibility' | 'quality' | 'efficiency' | 'sustainability' | 'scalability';

export type Solution = {
  title: string;
  shapeKey: SolutionShape;
  /** Its drawing: an SVG file's path under public/, written into the page (components/InlineSvg). */
  icon: string;
  content: string;
};

export type NavReference = 'Home' | 'Mission' | 'Solutions' | 'Newsroom' | 'Team' | 'ContactForm';

export type SectionId =
  | 'app-container'
  | 'mission-container'
  | 'solutions-container'
  | 'newsroom-container'
  | 'team-container'
  | 'contactform-container';

export type NavItem = { label: string; reference: NavReference; container: SectionId };

export type HeroMedia =
  | { type: 'image'; src: ImageAsset; mobileSrc?: ImageAsset }
  | { type: 'video'; src: string; poster: ImageAsset; mobileSrc?: ImageAsset };

export type HeroCallToAction = { targetId: SectionId; navId: NavReference };

export type CarouselItem = { title: string; description: string; src: ImageAsset };

/** D7: a video is a provider id (privacy-enhanced player) or a self-hosted file. */
export type Video =
  | { kind: 'provider'; title: string; providerId: string; poster: ImageAsset }
  | { kind: 'file'; title: string; src: string; type: string; poster: ImageAsset };

/**
 * A translation of English words of type `T` (content/en/): the same keys, any text in place of
 * English's (a missing or extra key is a type error), functions that make text taking the same
 * arguments.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/**
 * A text that depends on a count: one form per `Intl.PluralRules` category the language uses
 * (English `one`/`other`, Romanian `one`/`few`/`other`), `other` always; `{count}` is the count,
 * printed for the locale (domain/words.ts picks the form).
 */
export type Plural = { readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string } & {
  readonly other: string;
};
