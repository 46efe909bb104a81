import { company } from '../identity.ts';
import type { HomeCopy } from '../en/home.ts';

/**
 * The home page in German (docs/decisions.md, "Languages in the address, words in typed
 * catalogues"): the words of content/en/home.ts, keyed as there; pictures, links and ids come
 * from the English modules (domain/homeCopy.ts).
 */
export const home: HomeCopy = {
  page: {
    title: 'Nexoform | Vorgefertigte Rechenzentren für GPU- und KI-Infrastruktur',
    description:
      'Nexoform plant, fertigt und liefert flexible, vorgefertigte, modulare Rechenzentren für GPU- und KI-Infrastruktur – skalierbar bis in den Gigawattbereich.',
  },
  hero: {
    headline: [
      'Wir ermöglichen die globale KI-Revolution mit',
      'flexiblen, vor\u00ADgefertigten Rechen\u00ADzentrums\u00ADlösungen,',
      'die eigens für GPU-Infrastruktur entwickelt sind',
    ],
    callsToAction: { Solutions: 'IP-Lösungen', ContactForm: 'Kontakt aufnehmen' },
    label: 'Titelbereich',
  },
  mission: {
    title: 'Unsere Mission',
    subtitle: 'Schlüsselfertige KI-Infrastruktur – geliefert im Tempo der Technologie, die in ihr arbeitet.',
    paragraphs: [
      `${company.name} plant, fertigt und liefert schlüsselfertige, vorgefertigte Rechenzentren für GPU-Infrastruktur, skalierbar von wenigen Megawatt bis in den Gigawattbereich. Da die Module in unseren Werken entstehen, während der Standort vorbereitet wird, erzielen unsere Kunden früher Umsätze und gewinnen eine Terminsicherheit, die konventionelles Bauen nicht bieten kann.`,
      'Jede Installation passt sich an die am Standort verfügbare Leistung an: Beginnen Sie mit dem, was das Netz heute hergibt, und erweitern Sie die Kapazität, sobald mehr Leistung verfügbar ist – ohne den Campus neu planen zu müssen.',
    ],
  },
  solutionsCopy: { title: `Lösungen von ${company.name}`, subtitle: 'Digitale Infrastruktur intelligenter bauen' },
  solutions: {
    speed: {
      title: 'Tempo & Terminsicherheit',
      content:
        'Die Module entstehen in unseren Werken, während der Standort vorbereitet wird. So wird Kapazität bis zu 48 % schneller geliefert als bei konventionellem Bau – nach einem Zeitplan, auf den Sie Ihre Umsatzplanung stützen können.',
    },
    flexibility: {
      title: 'Flexibilität',
      content:
        'Beginnen Sie mit der Leistung, die Ihnen heute zur Verfügung steht, und ergänzen Sie Module, sobald mehr hinzukommt. Die Layouts passen sich an Standort, Netzanschluss und die nächste GPU-Generation an.',
    },
    quality: {
      title: 'Qualität',
      content:
        'Da 80 % der Arbeiten unter kontrollierten Bedingungen im Werk erfolgen, wird jedes Modul vor der Auslieferung montiert, verkabelt und getestet – und kommt auf Anhieb einsatzbereit an.',
    },
    efficiency: {
      title: 'Effizienz bei Personal und Lieferkette',
      content:
        'Fertigungsteams im Werk und frühzeitig bestellte Komponenten mit langen Lieferzeiten ersetzen knappe Fachkräfte auf der Baustelle und verstreute Einzellieferungen – so fallen nur 20 % der Arbeiten vor Ort an.',
    },
    sustainability: {
      title: 'Nachhaltigkeit',
      content:
        'Die präzise Fertigung im Werk reduziert Materialabfall und Baustellenverkehr, und für Flüssigkeitskühlung vorbereitete Designs holen das Beste aus jedem Megawatt heraus.',
    },
    scalability: {
      title: 'Globale Skalierbarkeit',
      content:
        'Unsere Werke in Houston und Cluj-Napoca liefern 500 MW pro Jahr in der Region EMEA und 700 MW pro Jahr in Nord- und Südamerika und skalieren Campusse vom Megawatt- bis in den Gigawattbereich.',
    },
  },
  solutionsTagline: 'Vorgefertigt. Aufrüstbar. Bereit, wenn Ihre GPUs es sind.',
  newsPreviewCopy: {
    title: 'News & Insights',
    subtitle: 'Ankündigungen, Presseberichte und Impulse aus der Praxis vorgefertigter Rechenzentren.',
    readMore: 'Weitere Beiträge',
    readMoreHidden: ' aus News & Insights',
  },
  byTheNumbers: {
    title: 'In Zahlen',
    subtitle: `Das ${company.trademark}: eine vorgefertigte Architektur für schnelle GPU-Erneuerungszyklen.`,
    figures: [
      { value: '48 %', label: 'schnellere Lieferung als bei konventionellem Bau' },
      { value: '80 / 20', label: '80 % in unseren Werken vorgefertigt, 20 % vor Ort' },
      { value: '12–18', label: 'Monate zwischen zwei GPU-Generationen – unsere Module halten Schritt' },
      // Areas in square metres, as a German reader measures them (250,000 sq ft in English).
      { value: '23.200 m²', label: 'Produktionsfläche, zuvor 4.600 m² (Houston 13.900 m²; Cluj 4.600 → 9.300 m²)' },
      { value: '500 MW', label: 'Kapazität pro Jahr für die Region EMEA' },
      { value: '700 MW', label: 'Kapazität pro Jahr für Nord- und Südamerika' },
      { value: '60 MW', label: 'KI-Rechenzentrum in Glomfjord, Norwegen' },
      { value: '100 MW+', label: 'gemeinsam mit Meridian Advisory beschleunigt realisiert' },
      { value: 'GW', label: 'Campusse, die bis in den Gigawattbereich skalieren' },
    ],
    linkLabel: 'Whitepaper lesen',
  },
  teamCopy: {
    title: 'Unser Team',
    intro:
      'Fachleute aus Technik, Bau und Betrieb, aus Hyperscale, Energie und Fertigung, vereint durch eine Idee: Rechenzentren sollten in der Fabrik gefertigte Produkte sein, keine auf der Baustelle improvisierten Projekte.',
    readBiography: (name) => `Biografie von ${name} lesen`,
    close: 'Schließen',
  },
  contactCopy: { title: 'Kontakt', intro: 'Hinterlassen Sie uns Ihre Kontaktdaten – wir melden uns bei Ihnen' },
  offices: {
    label: 'Unsere Büros',
    cards: {
      Houston: { title: 'Büro USA', city: 'Houston', country: 'USA' },
      London: { title: 'Büro Großbritannien', city: 'London', country: 'Vereinigtes Königreich' },
      Cluj: { title: 'Büro Rumänien', city: 'Cluj', country: 'Rumänien' },
    },
  },
  leadershipQuote: {
    quote:
      'GPUs wechseln heute alle 12 bis 18 Monate die Generation, doch die meisten Rechenzentren werden noch immer so gebaut, dass sie fünfzehn Jahre lang unverändert bestehen. Das Upgradeable Data Center™ schließt diese Lücke: Das Gebäude hält mit der Technologie in seinem Inneren Schritt, sodass unsere Kunden nie zwischen Geschwindigkeit und Zukunftsfähigkeit wählen müssen.',
    label: 'Ein Wort unserer Chief Technology Officer',
  },
};
