import { company, whitePaper } from '../identity.ts';
import type { Translation } from '../types.ts';

/**
 * The white paper page's words in English: the source content/<locale>/whitePaperPage.ts
 * translates (`WhitePaperCopy`); the file, its address and its date stay content/identity.ts's
 * `whitePaper` in every language (the date is printed for the language).
 */
export const whitePaperCopy = {
  page: {
    title: `White Paper: ${whitePaper.title} | Nexoform`,
    description: `Download the Nexoform white paper on the ${company.trademark}: a prefabricated architecture built for rapid GPU refresh cycles.`,
  },
  kicker: 'White Paper',
  title: whitePaper.title,
  paragraphs: [
    'GPUs now change generation every 12–18 months, yet most data centers are designed to stand unchanged for fifteen years or more. Each new platform brings higher rack densities, new cooling and new power requirements, and a building designed around the last one becomes the bottleneck for the next.',
    `This white paper explains the ${company.trademark}: a prefabricated, modular architecture, 80% built offsite, in which power, cooling and white-space modules can be upgraded or replaced as GPU generations change, so that the facility keeps pace with the technology inside it and scales from megawatts to gigawatts.`,
  ],
  download: 'Download the white paper',
} as const;

/** The white paper page's words in one language (English: `whitePaperCopy`). */
export type WhitePaperCopy = Translation<typeof whitePaperCopy>;
