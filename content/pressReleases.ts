import { company, partners } from './identity';

/** A press release page (docs/product.md §2 route table). Bodies are ours, in full (docs/product.md §2). */
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

/** The boilerplate every release ends with. */
export const aboutCompany = `${company.name} designs, manufactures and supplies flexible, prefabricated, modular data centers built for GPU and AI infrastructure. Its turnkey data centers are built 80% offsite in factories in Houston, Texas and Cluj-Napoca, Romania, delivered up to 48% faster than a traditional build, and scale from megawatts to gigawatts. The company has offices in Houston, London and Cluj-Napoca.`;

export const pressReleases = [
  {
    path: `/newsroom/${partners.arConstruction.slug}`,
    date: '2024-09-17',
    headline: `${company.name} partners with ${partners.arConstruction.name} to bring augmented reality to data center construction`,
    dateline: 'LONDON, 17 September 2024',
    summary: `${company.name} and ${partners.arConstruction.name} join forces to use augmented reality on prefabricated data center builds.`,
    paragraphs: [
      `${company.name}, the designer and manufacturer of prefabricated, modular data centers for GPU and AI infrastructure, today announced a partnership with ${partners.arConstruction.name}, a specialist in augmented reality for construction, to bring AR-guided assembly and inspection to every ${company.name} site.`,
      `Under the partnership, ${partners.arConstruction.name}'s platform will overlay ${company.name}'s digital module models on the physical site through headsets and tablets. Installation crews will see exactly where each module, cable tray and pipe run belongs before it is lifted, and inspectors will compare the as-built site with the design in real time.`,
      `With 80% of each ${company.name} data center built offsite, the remaining 20% of onsite work is where schedules are won or lost. Augmented reality removes the guesswork from that work: clashes are found before a crane arrives, and handover documentation is captured as the build progresses rather than reconstructed at the end.`,
      `"Our factories already deliver modules that are tested before they ship," said Ada Marlowe, Chief Technology Officer of ${company.name}. "${partners.arConstruction.name} lets us carry that factory precision onto the site, so that the last 20% of the build is as predictable as the first 80%."`,
      `The two companies will first deploy the platform on ${company.name} projects in Europe and North America in the fourth quarter of 2024, with the aim of making AR-guided assembly standard on every site in 2025.`,
    ],
    back: 'home',
  },
  {
    path: '/newsroom/5x',
    date: '2025-02-18',
    headline: `${company.name} expands manufacturing capacity 5x with a new US factory and a doubled Romania factory`,
    dateline: 'HOUSTON, 18 February 2025',
    summary:
      'A new 150,000 sq ft factory in Houston and a doubled factory in Cluj-Napoca grow manufacturing space from 50,000 to 250,000 sq ft.',
    paragraphs: [
      `${company.name} today announced a five-fold expansion of its manufacturing capacity, growing its factory space from 50,000 to 250,000 square feet to meet surging demand for prefabricated AI data centers.`,
      `The expansion includes a new 150,000 square foot factory in Houston, Texas, and the doubling of the company's factory in Cluj-Napoca, Romania, from 50,000 to 100,000 square feet. Together the two sites will be able to deliver 500 MW of data center capacity a year for customers in Europe, the Middle East and Africa, and 700 MW a year for the Americas.`,
      `Demand for GPU capacity is outpacing what traditional construction can deliver. ${company.name}'s prefabricated approach builds power, cooling and white-space modules in parallel with site preparation, delivering capacity up to 48% faster than a conventional build and giving customers schedule certainty when every month of delay means lost revenue.`,
      `"Our customers are not short of ambition; they are short of time and power," said Amara Okafor, Chief Executive Officer of ${company.name}. "Multiplying our factory space by five means we can say yes to gigawatt-scale programmes and still deliver the first megawatts in months, not years."`,
      `The Houston factory is expected to begin production in the third quarter of 2025, creating more than 400 manufacturing and engineering jobs. The Cluj-Napoca expansion will be completed in stages through 2025 without interrupting current production.`,
    ],
    back: 'home',
  },
  {
    path: `/newsroom/${partners.advisory.slug}`,
    date: '2025-03-05',
    headline: `${company.name} and ${partners.advisory.name} announce a strategic partnership`,
    dateline: 'LONDON, 5 March 2025',
    summary: `${company.name} and ${partners.advisory.name} join forces to take clients from secured power to operating GPU halls; over 100MW of AI capacity fast-tracked.`,
    paragraphs: [
      `${company.name} and ${partners.advisory.name}, an independent advisory firm specialising in data center strategy, site selection and delivery, today announced a strategic partnership to accelerate the deployment of AI infrastructure for their clients.`,
      `The partnership combines ${partners.advisory.name}'s early-stage work on power, permitting and site selection with ${company.name}'s prefabricated, modular data centers. Clients will be able to move from a secured grid connection to an operating GPU hall on a single, integrated programme.`,
      `The firms have already fast-tracked over 100MW of capacity together, across sites in Europe and North America where the available power would have sat unused for years while a traditional building was designed and built.`,
      `"The scarce resource in AI infrastructure is time-to-power," said Oliver Grant, Commercial Director of ${company.name}. "${partners.advisory.name} finds and secures the power; we turn it into revenue-generating capacity as fast as physics allows."`,
      `Joint teams from both companies will support clients from feasibility to handover, using ${company.name}'s standard module designs to shorten design and procurement and flex each deployment to the power available at its site.`,
    ],
    back: 'home',
  },
  {
    path: `/newsroom/${partners.aiCloud.slug}-glomfjord`,
    date: '2025-03-25',
    headline: `${company.name} and ${partners.aiCloud.name} to build a 60MW AI data centre in Glomfjord, Norway`,
    dateline: 'GLOMFJORD, 25 March 2025',
    summary: `A 60MW AI data centre in Glomfjord, Norway, powered by renewable hydropower and built 80% offsite by ${company.name}.`,
    paragraphs: [
      `${company.name} and ${partners.aiCloud.name}, a provider of GPU cloud services for AI training and inference, today announced a partnership to build a 60MW AI data centre in Glomfjord, Norway.`,
      `The facility will be powered by renewable hydropower and cooled by the region's cold climate, giving ${partners.aiCloud.name} customers access to low-carbon GPU capacity in the heart of Europe's clean-energy corridor.`,
      `${company.name} will design, manufacture and deliver the facility from its factory in Cluj-Napoca, with 80% of the work completed offsite. Modules will be shipped to Glomfjord and installed in phases, so that the first GPU halls can come online while later phases are still in production.`,
      `The data centre is built on ${company.name}'s Upgradeable Data Center™ architecture, which lets ${partners.aiCloud.name} refresh its GPUs as each new generation arrives, every 12–18 months, without rebuilding the facility around them.`,
      `"Glomfjord has what AI needs most: clean power and room to grow," said Sofia Lindqvist, Director of Projects at ${company.name}. "Prefabrication lets us deliver that capacity quickly and with far less disruption to a remote community."`,
    ],
    back: 'home',
  },
  {
    path: '/news-insights/are-launch',
    date: '2025-06-25',
    headline: `${company.name} launches its Advanced Research and Engineering function`,
    dateline: 'HOUSTON, 25 June 2025',
    summary:
      'A new Advanced Research and Engineering team to keep prefabricated data centers ahead of every GPU generation.',
    paragraphs: [
      `${company.name} today launched its Advanced Research and Engineering (ARE) function, a dedicated team that will keep the company's prefabricated data centers ahead of each new generation of GPU technology.`,
      `GPU platforms now change every 12–18 months, each bringing higher rack densities, new cooling requirements and new power architectures. The ARE team will test next-generation liquid cooling, power distribution and rack formats in ${company.name}'s factories before customers need them, and feed the results directly into standard module designs.`,
      `The function is led by Elena Vasquez, Director of Advanced Research & Engineering, who joins from the semiconductor industry where she managed thermal validation for accelerator platforms.`,
      `"Our customers should never have to wait for their building to catch up with their hardware," said Ada Marlowe, Chief Technology Officer of ${company.name}. "ARE makes sure that when a new GPU generation ships, the modules that will house it are already proven."`,
      `Alongside the launch, ${company.name} published its white paper on the Upgradeable Data Center™, setting out how a prefabricated architecture supports rapid GPU refresh cycles over the life of a facility.`,
    ],
    back: 'history',
  },
] as const satisfies readonly PressRelease[];

export function findPressRelease(path: string): PressRelease | undefined {
  return pressReleases.find((release) => release.path === path);
}
