import type { CarouselWords, VideoWords } from '../en/carousel.ts';

/** The carousel's slides in Romanian, by photo, as content/en/carousel.ts. */
export const carousel: CarouselWords = {
  'factory-line': {
    title: 'Module construite în fabrică',
    description:
      'Modulele de alimentare, răcire și spațiu IT prind contur unul lângă altul pe linia de producție din Houston.',
    alt: 'Module de centre de date aliniate pe rânduri într-o hală de producție puternic luminată',
  },
  'factory-testing': {
    title: 'Testate înainte de livrare',
    description: 'Fiecare modul este cablat, testat la presiune și testat sub sarcină în fabrică, înainte de a pleca.',
    alt: 'Un inginer lângă un modul deschis, cu echipamente de testare conectate',
  },
  delivery: {
    title: 'Livrate pe cale rutieră',
    description:
      'Modulele sunt transportate ca încărcături standard și ajung pe amplasament gata de montat pe fundațiile pregătite.',
    alt: 'Un modul prefabricat pe un camion cu platformă, la apus',
  },
  installation: {
    title: 'Montate în zile, nu în luni',
    description:
      'Macaralele așază modulele pe platforma de beton, în timp ce racordarea la utilități se încheie în paralel.',
    alt: 'O macara coboară un modul pe o platformă de beton',
  },
  'gpu-hall': {
    title: 'Săli GPU răcite cu lichid',
    description:
      'Săli de mare densitate, pregătite pentru răcirea direct-to-chip și pentru următoarea generație de GPU-uri.',
    alt: 'Rânduri de rack-uri GPU cu conducte de răcire într-o sală modulară',
  },
  campus: {
    title: 'La scară de campus',
    description: 'Modulele se combină în campusuri care cresc de la zeci de megawați la gigawați.',
    alt: 'Vedere aeriană a unui campus modular de centre de date lângă o stație de transformare',
  },
};

/** The solutions video's title in Romanian. */
export const solutionsVideo: VideoWords = { title: 'Cum prinde viață un centru de date Nexoform' };
