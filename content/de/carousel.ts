import type { CarouselWords, VideoWords } from '../en/carousel.ts';

/** The carousel's slides in German, by photo, as content/en/carousel.ts. */
export const carousel: CarouselWords = {
  'factory-line': {
    title: 'Im Werk gefertigte Module',
    description: 'Energie-, Kühl- und IT-Flächenmodule entstehen Seite an Seite an der Fertigungslinie in Houston.',
    alt: 'Rechenzentrumsmodule in Reihen in einer hell beleuchteten Fertigungshalle',
  },
  'factory-testing': {
    title: 'Geprüft, bevor sie das Werk verlassen',
    description:
      'Jedes Modul wird im Werk verkabelt, druckgeprüft und unter Last getestet, bevor es ausgeliefert wird.',
    alt: 'Ein Ingenieur neben einem geöffneten Modul mit angeschlossenen Prüfgeräten',
  },
  delivery: {
    title: 'Per Lkw geliefert',
    description:
      'Die Module reisen als Standardladung und kommen bereit zum Aufsetzen auf die vorbereiteten Fundamente an.',
    alt: 'Ein vorgefertigtes Modul auf einem Tieflader in der Abenddämmerung',
  },
  installation: {
    title: 'In Tagen aufgestellt, nicht in Monaten',
    description: 'Kräne setzen die Module auf das Fundament, während die Versorgungsanschlüsse parallel fertig werden.',
    alt: 'Ein Kran senkt ein Modul auf ein Betonfundament ab',
  },
  'gpu-hall': {
    title: 'GPU-Hallen mit Flüssigkeitskühlung',
    description: 'Hallen mit hoher Leistungsdichte, bereit für Direct-to-Chip-Kühlung und die nächste GPU-Generation.',
    alt: 'Reihen von GPU-Racks mit Kühlleitungen in einer modularen Halle',
  },
  campus: {
    title: 'Skalierbar bis zum Campus',
    description: 'Die Module wachsen zu Campussen zusammen – von einigen Dutzend Megawatt bis in den Gigawattbereich.',
    alt: 'Luftaufnahme eines modularen Rechenzentrumscampus neben einem Umspannwerk',
  },
};

/** The solutions video's title in German. */
export const solutionsVideo: VideoWords = { title: 'So entsteht ein Nexoform-Rechenzentrum' };
