import { company, partners } from './identity';

/** A press release page (spec §2 route table). Bodies are ours (DECISIONS.md: full text). */
export type PressRelease = {
  /** The page's path; also the `uri` of its news item. */
  path: string;
  date: string;
  headline: string;
  /** City and date line that opens the release, e.g. 'HOUSTON, 17 September 2024'. */
  dateline: string;
  summary: string;
  paragraphs: readonly string[];
  /** D8: where Back goes. `home` always goes to '/'; `history` goes back, or home when opened directly. */
  back: 'home' | 'history';
};

export const aboutCompany = `About ${company.name}: ${company.name} designs, manufactures and supplies flexible, prefabricated, modular data centers built for GPU and AI infrastructure, from factories in Houston and Cluj-Napoca.`;

export const pressReleases = [
  {
    path: `/newsroom/${partners.arConstruction.slug}`,
    date: '2024-09-17',
    headline: `${company.name} partners with ${partners.arConstruction.name} to bring augmented reality to data center construction`,
    dateline: 'LONDON, 17 September 2024',
    summary: `${company.name} and ${partners.arConstruction.name} join forces to use augmented reality on prefabricated data center builds.`,
    paragraphs: ['Body to follow.'],
    back: 'home',
  },
  {
    path: '/newsroom/5x',
    date: '2025-02-18',
    headline: `${company.name} expands manufacturing capacity 5x with a new US factory and a doubled Romania factory`,
    dateline: 'HOUSTON, 18 February 2025',
    summary: 'Manufacturing space grows from 50,000 to 250,000 sq ft.',
    paragraphs: ['Body to follow.'],
    back: 'home',
  },
  {
    path: `/newsroom/${partners.advisory.slug}`,
    date: '2025-03-05',
    headline: `${company.name} and ${partners.advisory.name} announce a strategic partnership`,
    dateline: 'LONDON, 5 March 2025',
    summary: 'Over 100MW of AI capacity fast-tracked.',
    paragraphs: ['Body to follow.'],
    back: 'home',
  },
  {
    path: `/newsroom/${partners.aiCloud.slug}-glomfjord`,
    date: '2025-03-25',
    headline: `${company.name} and ${partners.aiCloud.name} to build a 60MW AI data centre in Glomfjord, Norway`,
    dateline: 'GLOMFJORD, 25 March 2025',
    summary: 'A 60MW facility powered by renewable hydropower.',
    paragraphs: ['Body to follow.'],
    back: 'home',
  },
  {
    path: '/news-insights/are-launch',
    date: '2025-06-25',
    headline: `${company.name} launches its Advanced Research and Engineering function`,
    dateline: 'HOUSTON, 25 June 2025',
    summary: 'A new team to keep prefabricated data centers ahead of GPU generations.',
    paragraphs: ['Body to follow.'],
    back: 'history',
  },
] as const satisfies readonly PressRelease[];

export function findPressRelease(path: string): PressRelease | undefined {
  return pressReleases.find((release) => release.path === path);
}
