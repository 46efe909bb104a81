import { company } from '../identity.ts';
import type { HomeCopy } from '../en/home.ts';

/**
 * The home page in Romanian (docs/decisions.md, "Languages in the address, words in typed
 * catalogues"): the words of content/en/home.ts, keyed as there; pictures, links and ids come
 * from the English modules (domain/homeCopy.ts).
 */
export const home: HomeCopy = {
  page: {
    title: 'Nexoform | Centre de date prefabricate pentru infrastructură GPU și AI',
    description:
      'Nexoform proiectează, fabrică și furnizează centre de date flexibile, prefabricate și modulare, construite pentru infrastructura GPU și AI, scalabile până la gigawați.',
  },
  hero: {
    headline: [
      'Susținem revoluția globală a inteligenței artificiale prin',
      'soluții flexibile de centre de date prefabricate',
      'concepute special pentru infrastructura GPU',
    ],
    callsToAction: { Solutions: 'Soluții IP', ContactForm: 'Contactați-ne' },
    label: 'Secțiunea de deschidere',
  },
  mission: {
    title: 'Misiunea noastră',
    subtitle: 'Infrastructură AI la cheie, livrată în ritmul tehnologiei pe care o găzduiește.',
    paragraphs: [
      `${company.name} proiectează, fabrică și livrează centre de date prefabricate la cheie pentru infrastructură GPU, scalabile de la câțiva megawați la gigawați. Deoarece modulele sunt construite în fabricile noastre în timp ce amplasamentul este pregătit, clienții noștri încep să genereze venituri mai repede și beneficiază de o certitudine a termenelor pe care construcția tradițională nu o poate oferi.`,
      'Fiecare implementare se adaptează la puterea disponibilă pe amplasament: începeți cu ceea ce poate oferi rețeaua astăzi și adăugați capacitate pe măsură ce devine disponibilă mai multă putere, fără a reproiecta campusul.',
    ],
  },
  solutionsCopy: {
    title: `Soluțiile ${company.name}`,
    subtitle: 'Infrastructură digitală, construită mai inteligent',
  },
  solutions: {
    speed: {
      title: 'Viteză și certitudinea termenelor',
      content:
        'Modulele sunt construite în fabricile noastre în timp ce amplasamentul este pregătit, astfel încât capacitatea este livrată cu până la 48% mai repede decât printr-o construcție tradițională, după un calendar pe baza căruia vă puteți planifica veniturile.',
    },
    flexibility: {
      title: 'Flexibilitate',
      content:
        'Începeți cu puterea de care dispuneți astăzi și adăugați module pe măsură ce devine disponibilă mai multă putere. Configurațiile se adaptează la amplasament, la racordarea la rețea și la următoarea generație de GPU-uri.',
    },
    quality: {
      title: 'Calitate',
      content:
        'Cu 80% din lucrări realizate în fabrică, în condiții controlate, fiecare modul este asamblat, cablat și testat înainte de expediere și ajunge pe amplasament gata de funcționare, fără remedieri.',
    },
    efficiency: {
      title: 'Eficiența muncii și a aprovizionării',
      content:
        'Echipele din fabrică și echipamentele cu termen lung de livrare, comandate din timp, înlocuiesc forța de muncă greu de găsit pe șantier și livrările dispersate, astfel încât doar 20% din lucrări se desfășoară pe amplasament.',
    },
    sustainability: {
      title: 'Sustenabilitate',
      content:
        'Fabricația precisă în fabrică reduce deșeurile de materiale și traficul pe șantier, iar proiectele pregătite pentru răcirea cu lichid valorifică la maximum fiecare megawatt.',
    },
    scalability: {
      title: 'Scalabilitate globală',
      content:
        'Fabricile din Houston și Cluj-Napoca livrează 500 MW pe an în regiunea EMEA și 700 MW pe an în America de Nord și de Sud, extinzând campusurile de la megawați la gigawați.',
    },
  },
  solutionsTagline: 'Prefabricat. Modernizabil. Pregătit pentru GPU-urile dumneavoastră.',
  newsPreviewCopy: {
    title: 'Știri și analize',
    subtitle: 'Anunțuri, articole din presă și idei din avangarda centrelor de date prefabricate.',
    readMore: 'Citiți mai multe',
    readMoreHidden: ' știri și analize',
  },
  byTheNumbers: {
    title: 'În cifre',
    subtitle: `${company.trademark}: o arhitectură prefabricată care susține ciclurile rapide de înnoire a GPU-urilor.`,
    figures: [
      { value: '48%', label: 'livrare mai rapidă decât printr-o construcție tradițională' },
      { value: '80 / 20', label: '80% realizat în fabricile noastre, 20% pe amplasament' },
      { value: '12–18', label: 'luni între generațiile de GPU-uri, iar modulele noastre țin pasul' },
      // Areas in square metres, as a Romanian reader measures them (250,000 sq ft in English).
      {
        value: '23.200 m²',
        label: 'spațiu de producție, față de 4.600 m² anterior (Houston 13.900 m²; Cluj 4.600 → 9.300 m²)',
      },
      { value: '500 MW', label: 'capacitate anuală pentru regiunea EMEA' },
      { value: '700 MW', label: 'capacitate anuală pentru America de Nord și de Sud' },
      { value: '60 MW', label: 'centru de date AI în Glomfjord, Norvegia' },
      { value: '100 MW+', label: 'realizați accelerat împreună cu Meridian Advisory' },
      { value: 'GW', label: 'campusuri scalabile până la gigawați' },
    ],
    linkLabel: 'Citiți white paper-ul',
  },
  teamCopy: {
    title: 'Echipa noastră',
    intro:
      'Ingineri, constructori și operatori din domeniile hyperscale, energie și producție industrială, uniți de o singură idee: centrele de date ar trebui să fie produse realizate în fabrică, nu proiecte improvizate pe șantier.',
    readBiography: (name) => `Citiți biografia: ${name}`,
    close: 'Închideți',
  },
  contactCopy: {
    title: 'Contactați-ne',
    intro: 'Lăsați-ne datele dumneavoastră de contact și vă vom răspunde în cel mai scurt timp',
  },
  offices: {
    label: 'Birourile noastre',
    cards: {
      Houston: { title: 'Biroul din SUA', city: 'Houston', country: 'Statele Unite ale Americii' },
      London: { title: 'Biroul din Regatul Unit', city: 'Londra', country: 'Regatul Unit' },
      Cluj: { title: 'Biroul din România', city: 'Cluj', country: 'România' },
    },
  },
  leadershipQuote: {
    quote:
      'GPU-urile își schimbă acum generația la fiecare 12–18 luni, dar majoritatea centrelor de date sunt construite în continuare pentru a rămâne neschimbate timp de cincisprezece ani. Upgradeable Data Center™ elimină acest decalaj: clădirea ține pasul cu tehnologia pe care o găzduiește, astfel încât clienții noștri nu mai trebuie să aleagă niciodată între viteză și viitor.',
    label: 'Mesajul directoarei noastre tehnice (CTO)',
  },
};
