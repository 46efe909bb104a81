import { partners } from '../identity.ts';
import type { PartnerCopy } from '../en/partner.ts';

const name = partners.arConstruction.name;

/**
 * The partner page in German: the words of content/partner.ts; its pictures, video and links are
 * the English module's (docs/decisions.md, "Languages in the address, words in typed catalogues").
 */
export const partnerCopy: PartnerCopy = {
  page: {
    title: `${name} – eine Partnerschaft für die Zukunft | Nexoform`,
    description:
      'Wie Nexoform und XYZ Spatial mit Augmented Reality vorgefertigte Rechenzentren schneller und auf Anhieb fehlerfrei bauen.',
  },
  heading: `${name} – eine Partnerschaft für die Zukunft`,
  logoAlt: `Logo von ${name}`,
  photosLabel: 'Projektfotos',
  photoAlts: [
    'Ein Ingenieur mit AR-Headset neben einem Modul auf der Baustelle',
    'Das digitale Modell einer Rechenzentrumshalle, eingeblendet über der Baustelle',
    'Kabeltrassen werden in Augmented Reality mit dem Modell abgeglichen',
    'Module werden mit AR-Unterstützung auf einem Betonfundament ausgerichtet',
    'Eine fertiggestellte modulare Halle, die ihrem digitalen Zwilling entspricht',
  ],
  paragraphs: [
    `${name} entwickelt Augmented-Reality-Werkzeuge für Baustellen. Gemeinsam übertragen wir die Präzision unserer Werke auf die letzten 20 % jedes Projekts: den Teil, der vor Ort entsteht.`,
    'Die Montageteams sehen jedes Modul, jede Kabeltrasse und jede Rohrleitung auf der realen Baustelle eingeblendet, bevor irgendetwas angehoben wird – Kollisionen fallen so auf dem Tablet auf statt unter dem Kran. Prüfer gleichen das Gebaute laufend mit dem digitalen Modell ab, und die Übergabedokumentation entsteht direkt während des Baus.',
    'Das Ergebnis: dieselbe Terminsicherheit auf der Baustelle, die unsere Kunden bereits aus dem Werk kennen – Module, die auf Anhieb passen, und Hallen, die am geplanten Tag in Betrieb gehen.',
  ],
  videoTitle: `${name} und Nexoform: Bauen mit Augmented Reality`,
  pressReleaseLink: 'Zur Pressemitteilung',
};
