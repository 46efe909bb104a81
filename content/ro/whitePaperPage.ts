import { company } from '../identity.ts';
import type { WhitePaperCopy } from '../en/whitePaperPage.ts';

/**
 * The white paper page in Romanian: the words of content/en/whitePaperPage.ts (docs/decisions.md,
 * "Languages in the address, words in typed catalogues"). The PDF itself is in English.
 */
export const whitePaperCopy: WhitePaperCopy = {
  page: {
    title: 'White paper: Centrele de date se transformă în ritmul schimbărilor tehnologice | Nexoform',
    description: `Descărcați white paper-ul Nexoform despre ${company.trademark}: o arhitectură prefabricată concepută pentru cicluri rapide de înnoire a GPU-urilor.`,
  },
  kicker: 'White paper',
  title: 'Centrele de date se transformă în ritmul schimbărilor tehnologice',
  paragraphs: [
    'GPU-urile își schimbă acum generația la fiecare 12–18 luni, însă majoritatea centrelor de date sunt proiectate să rămână neschimbate timp de cincisprezece ani sau mai mult. Fiecare nouă platformă aduce densități mai mari ale rack-urilor și noi cerințe de răcire și de alimentare cu energie, iar o clădire proiectată pentru generația anterioară devine punctul de blocaj pentru următoarea.',
    `Acest white paper prezintă ${company.trademark}: o arhitectură prefabricată și modulară, realizată în proporție de 80% în fabrică, în care modulele de alimentare, răcire și spațiu IT pot fi modernizate sau înlocuite odată cu schimbarea generațiilor de GPU-uri, astfel încât instalația ține pasul cu tehnologia pe care o găzduiește și se extinde de la megawați la gigawați.`,
  ],
  download: 'Descărcați white paper-ul (în limba engleză)',
};
