import { whitePaper } from './identity.ts';

/** How a page looks when shared (Open Graph): its kind and its 1200×630 card, a committed file in public/og/. */
export type Sharing = { type: 'website' | 'article'; image: { src: string; alt: string } };

export const sharingImageSize = { width: 1200, height: 630 } as const;

const card = (name: string, alt: string) => ({ src: `/og/${name}.jpg`, alt });

/**
 * The sharing cards a translated page may show, by name: the English words of each are its `alt`,
 * which content/<locale>/ui.ts `sharing` translates.
 */
export const translatedCards = {
  home: card('home', 'Nexoform: prefabricated data centers built for GPU infrastructure'),
  news: card('news', 'Nexoform News & Insights'),
  partner: card('partner', 'Nexoform and XYZ Spatial partnership'),
  whitePaper: card('white-paper', 'Nexoform white paper: the Upgradeable Data Center™'),
  pressRelease: card('press-release', 'Nexoform press release'),
  privacy: card('privacy', 'Nexoform Privacy Policy'),
};

/** The sharing card of each page that has its own; the home page's is also every unlisted page's. */
export const sharingByPath: Readonly<Record<string, Sharing>> & { '/': Sharing } = {
  '/': { type: 'website', image: translatedCards.home },
  '/news-insights': { type: 'website', image: translatedCards.news },
  '/xyz': { type: 'website', image: translatedCards.partner },
  [whitePaper.path]: { type: 'article', image: translatedCards.whitePaper },
  '/privacy-policy': { type: 'website', image: translatedCards.privacy },
};

/** The sharing card of every press release page. */
export const pressReleaseSharing: Sharing = { type: 'article', image: translatedCards.pressRelease };
