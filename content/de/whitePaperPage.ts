import { company } from '../identity.ts';
import type { WhitePaperCopy } from '../en/whitePaperPage.ts';

/**
 * The white paper page in German: the words of content/en/whitePaperPage.ts (docs/decisions.md,
 * "Languages in the address, words in typed catalogues"). The PDF itself is in English.
 */
export const whitePaperCopy: WhitePaperCopy = {
  page: {
    title: 'Whitepaper: Rechenzentren im Wandel – im Tempo des technologischen Fortschritts | Nexoform',
    description: `Laden Sie das Nexoform-Whitepaper zum ${company.trademark} herunter: eine vorgefertigte Architektur für schnelle GPU-Erneuerungszyklen.`,
  },
  kicker: 'Whitepaper',
  // Soft hyphens (\u00AD) let the long words break in the banner on a narrow phone; unseen otherwise.
  title: 'Rechen\u00ADzentren im Wandel – im Tempo des techno\u00ADlogischen Fort\u00ADschritts',
  paragraphs: [
    'GPUs wechseln heute alle 12 bis 18 Monate die Generation, doch die meisten Rechenzentren sind darauf ausgelegt, fünfzehn Jahre oder länger unverändert zu bestehen. Jede neue Plattform bringt höhere Rack-Dichten sowie neue Anforderungen an Kühlung und Stromversorgung mit sich – und ein Gebäude, das auf die vorherige Generation zugeschnitten ist, wird zum Engpass für die nächste.',
    `Dieses Whitepaper erläutert das ${company.trademark}: eine vorgefertigte, modulare Architektur, zu 80 % im Werk gefertigt, in der sich Energie-, Kühl- und IT-Flächenmodule beim Wechsel der GPU-Generationen aufrüsten oder austauschen lassen. So hält die Anlage mit der Technologie in ihrem Inneren Schritt und skaliert vom Megawatt- bis in den Gigawattbereich.`,
  ],
  download: 'Whitepaper herunterladen (Englisch)',
};
