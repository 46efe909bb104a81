import { partners } from '../identity.ts';
import type { PartnerCopy } from '../en/partner.ts';

const name = partners.arConstruction.name;

/**
 * The partner page in Romanian: the words of content/partner.ts; its pictures, video and links are
 * the English module's (docs/decisions.md, "Languages in the address, words in typed catalogues").
 */
export const partnerCopy: PartnerCopy = {
  page: {
    title: `${name} – un parteneriat pentru viitor | Nexoform`,
    description:
      'Cum folosesc Nexoform și XYZ Spatial realitatea augmentată pentru a construi centre de date prefabricate mai rapid și corect de la prima încercare.',
  },
  heading: `${name} – un parteneriat pentru viitor`,
  logoAlt: `Sigla ${name}`,
  photosLabel: 'Fotografii din proiect',
  photoAlts: [
    'Un inginer de șantier cu o cască AR, lângă un modul',
    'Modelul digital al unei săli de date, suprapus peste un șantier',
    'Jgheaburi de cabluri verificate în realitate augmentată în raport cu modelul',
    'Module aliniate cu ghidaj AR pe o platformă de beton',
    'O sală modulară finalizată, identică cu geamănul său digital',
  ],
  paragraphs: [
    `${name} dezvoltă instrumente de realitate augmentată pentru șantiere. Împreună extindem precizia fabricilor noastre și asupra ultimei etape a fiecărei construcții: cele 20% din lucrări care se desfășoară pe amplasament.`,
    'Echipele văd fiecare modul, jgheab de cabluri și traseu de conducte suprapus peste amplasamentul real înainte de a ridica ceva, astfel încât conflictele sunt depistate pe o tabletă, nu sub macara. Inspectorii compară ceea ce s-a construit cu modelul digital pe măsură ce lucrările avansează, iar documentația de predare se întocmește pe parcursul construcției.',
    'Rezultatul este aceeași certitudine a termenelor pe șantier de care clienții noștri beneficiază deja în fabrică: module care ajung corect de la prima livrare și săli care intră în funcțiune exact în ziua planificată.',
  ],
  videoTitle: `${name} și Nexoform: construcție cu realitate augmentată`,
  pressReleaseLink: 'Vedeți comunicatul de presă',
};
