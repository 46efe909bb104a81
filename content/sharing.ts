import { whitePaper } from './identity';
import { findPressRelease } from './site';

/** How a page looks when shared (Open Graph): its kind and its 1200×630 card, made by `npm run images`. */
export type Sharing = { type: 'website' | 'article'; image: { src: string; alt: string } };

export const sharingImageSize = { width: 1200, height: 630 } as const;

const card = (name: string, alt: string) => ({ src: `/og/${name}.jpg`, alt });

const byPath: Record<string, Sharing> = {
  '/': { type: 'website', image: card('home', 'Nexoform: prefabricated data centers built for GPU infrastructure') },
  '/news-insights': { type: 'website', image: card('news', 'Nexoform News & Insights') },
  '/xyz': { type: 'website', image: card('partner', 'Nexoform and XYZ Spatial partnership') },
  [whitePaper.path]: {
    type: 'article',
    image: card('white-paper', 'Nexoform white paper: the Upgradeable Data Center™'),
  },
  '/privacy-policy': { type: 'website', image: card('privacy', 'Nexoform Privacy Policy') },
};

const pressRelease: Sharing = { type: 'article', image: card('press-release', 'Nexoform press release') };

/** The sharing card of a page; any page not listed (the 404 page) shares as the home page. */
export function sharingFor(path: string): Sharing {
  return byPath[path] ?? (findPressRelease(path) ? pressRelease : byPath['/']!);
}
