import type { ImageAsset, TeamMember } from './types';

const photo = (slug: string, fullname: string): ImageAsset => ({
  src: `/v3/team/${slug}.jpg`,
  width: 640,
  height: 640,
  alt: `Portrait of ${fullname}`,
});

/** Shown for a member without a photo (docs/product.md §2 Our Team). */
export const teamPlaceholder: ImageAsset = { src: '/v3/team/placeholder.jpg', width: 640, height: 640, alt: '' };

/** Our Team (docs/product.md §2): 12 members. Add a member by adding an object; `image` is optional. */
export const team = [
  {
    slug: 'amara-okafor',
    fullname: 'Amara Okafor',
    jobtitle: 'Chief Executive Officer',
    image: photo('amara-okafor', 'Amara Okafor'),
    biography: [
      'Amara founded Nexoform after fifteen years delivering hyperscale and colocation campuses across Europe, the Middle East and North America. She saw the same pattern on every project: the building took longer than the technology inside it stayed current.',
      'She leads the company’s strategy, its factory expansion in Houston and Cluj-Napoca, and its partnerships with AI cloud providers. Amara holds a master’s degree in civil engineering and an MBA, and sits on the advisory board of a European data center trade association.',
    ],
  },
  {
    slug: 'ada-marlowe',
    fullname: 'Ada Marlowe',
    jobtitle: 'Chief Technology Officer',
    image: photo('ada-marlowe', 'Ada Marlowe'),
    biography: [
      'Ada leads Nexoform’s engineering, from module design to the power and cooling systems that keep GPU clusters running at full load. Before Nexoform she designed liquid-cooled high-performance computing facilities for national research laboratories and led mechanical engineering for a global colocation provider.',
      'She is the architect of the Upgradeable Data Center™, which lets operators refresh GPU generations every 12–18 months without rebuilding the hall around them. Ada holds a doctorate in thermal engineering and several patents in modular cooling, and mentors young engineers.',
    ],
  },
  {
    slug: 'daniel-reyes',
    fullname: 'Daniel Reyes',
    jobtitle: 'Chief Financial Officer',
    image: photo('daniel-reyes', 'Daniel Reyes'),
    biography: [
      'Daniel oversees finance, investor relations and project finance at Nexoform. He joined from an infrastructure investment fund where he structured financing for energy and digital infrastructure projects worth more than four billion dollars.',
      'At Nexoform he built the commercial model that lets customers match capital spending to the power they can secure, phase by phase. Daniel is a chartered accountant and began his career in audit, working with industrial manufacturers in Texas and Mexico. Outside work he coaches youth football in Houston.',
    ],
  },
  {
    slug: 'ioana-pop',
    fullname: 'Ioana Pop',
    jobtitle: 'Chief Product Officer',
    image: photo('ioana-pop', 'Ioana Pop'),
    biography: [
      'Ioana shapes Nexoform’s product line: the power, cooling and white-space modules and the way they combine into halls and campuses. She spent a decade in industrial product management for electrical switchgear and uninterruptible power systems before joining the company.',
      'Ioana works closely with customers’ infrastructure teams to turn their GPU roadmaps into module specifications, and with the factories to keep every configuration buildable at volume. She is based in Cluj-Napoca and studied electrical engineering there. She also leads the company’s product council, which reviews every design change.',
    ],
  },
  {
    slug: 'marcus-hale',
    fullname: 'Marcus Hale',
    jobtitle: 'Chief Operations Officer',
    image: photo('marcus-hale', 'Marcus Hale'),
    biography: [
      'Marcus runs Nexoform’s factories, supply chain and logistics. He led the expansion that is growing manufacturing space from 50,000 to 250,000 square feet, including the new 150,000 square foot factory in Houston.',
      'Before Nexoform, Marcus managed production for a manufacturer of modular buildings and spent eight years in automotive operations, where he learned that quality is designed into the line rather than inspected at the end. He is a Lean Six Sigma Black Belt. He splits his time between Houston and Cluj-Napoca.',
    ],
  },
  {
    slug: 'priya-raman',
    fullname: 'Priya Raman',
    jobtitle: 'Director of Solutions Architecture',
    image: photo('priya-raman', 'Priya Raman'),
    biography: [
      'Priya leads the solutions architects who design each customer’s deployment: site layout, power connection, cooling strategy and the phasing that lets capacity come online as soon as power is available. Her team has shaped projects from single megawatts to campuses planned at gigawatt scale.',
      'She previously designed GPU clusters for an AI cloud provider, so she knows the rack densities and network topologies her designs must carry. Priya holds a master’s degree in electrical power systems. She is a chartered engineer and a regular speaker at industry conferences.',
    ],
  },
  {
    slug: 'tomas-novak',
    fullname: 'Tomas Novak',
    jobtitle: 'Director of Design',
    image: photo('tomas-novak', 'Tomas Novak'),
    biography: [
      'Tomas leads the design team that turns engineering requirements into modules that can be built, shipped by road and assembled on site in days. He is responsible for the digital models that drive the factories and, with XYZ Spatial, the augmented-reality views used on site.',
      'Tomas trained as an architect and spent ten years designing industrial and laboratory buildings before moving into prefabrication. He believes a good module is one that a crew can install right first time. He also leads the company’s design standards.',
    ],
  },
  {
    slug: 'elena-vasquez',
    fullname: 'Elena Vasquez',
    jobtitle: 'Director of Advanced Research & Engineering',
    image: photo('elena-vasquez', 'Elena Vasquez'),
    biography: [
      'Elena leads the Advanced Research and Engineering function, launched in June 2025 to keep Nexoform’s designs ahead of each new GPU generation. Her team tests next-generation cooling, power distribution and rack formats in the factory before customers need them.',
      'She joined from a semiconductor company where she managed thermal validation for accelerator platforms, and earlier worked on battery systems for electric vehicles. Elena holds a doctorate in mechanical engineering and publishes on two-phase cooling. She mentors the company’s graduate engineers.',
    ],
  },
  {
    slug: 'oliver-grant',
    fullname: 'Oliver Grant',
    jobtitle: 'Commercial Director',
    image: photo('oliver-grant', 'Oliver Grant'),
    biography: [
      'Oliver leads Nexoform’s commercial team across EMEA and the Americas, working with AI cloud providers, data center operators, enterprises and public bodies. He manages the partnerships that have fast-tracked more than 100MW of capacity with Meridian Advisory.',
      'Oliver spent twelve years in sales and business development for colocation and energy companies in London and Houston. He is known for starting every conversation with the customer’s power and schedule, not with a product. He holds a degree in mechanical engineering and an MBA from a London business school.',
    ],
  },
  {
    slug: 'sofia-lindqvist',
    fullname: 'Sofia Lindqvist',
    jobtitle: 'Director of Projects',
    image: photo('sofia-lindqvist', 'Sofia Lindqvist'),
    biography: [
      'Sofia leads project delivery, from site preparation to the day a customer’s first GPUs go live. Her teams run the 20% of each build that happens onsite and coordinate it with factory production so that modules arrive exactly when the pad is ready.',
      'She is directing the 60MW Glomfjord facility in Norway with Aurora Cloud. Sofia previously delivered offshore energy and hospital projects in Scandinavia, and is a chartered project professional. She believes that a calm site is the sign of a well-planned factory, and measures her teams on safety first.',
    ],
  },
  {
    slug: 'james-whitfield',
    fullname: 'James Whitfield',
    jobtitle: 'Chief of Staff',
    biography: [
      'James works with the executive team to turn strategy into plans, and keeps the company’s three entities in the UK, Romania and the USA working as one. He runs the planning cycle, board reporting and the company’s programme office, and acts as Nexoform’s privacy contact.',
      'Before Nexoform he was a management consultant advising infrastructure and manufacturing clients on growth and operations, and earlier served as a policy adviser on energy. James studied economics and holds a master’s degree in public policy.',
    ],
  },
  {
    slug: 'maya-chen',
    fullname: 'Maya Chen',
    jobtitle: 'Senior Manager, Brand, Marketing and Communications',
    biography: [
      'Maya leads Nexoform’s brand, marketing and communications, including this website, the newsroom and the company’s presence at industry events. She works with the engineering teams to explain prefabricated, upgradeable data centers in plain language.',
      'Maya previously ran communications for a renewable energy developer and worked in technology public relations in London and Singapore. She is the first point of contact for press enquiries and partner announcements, and studied journalism and design. Before that she was a reporter covering energy and infrastructure for a business magazine.',
    ],
  },
] as const satisfies readonly TeamMember[];

/** The leadership quote on the home page (docs/product.md §2): given by the Chief Technology Officer. */
export const leadershipQuote = {
  memberSlug: 'ada-marlowe',
  quote:
    'GPUs now change generation every 12 to 18 months, but most data centers are still built to stand unchanged for fifteen years. The Upgradeable Data Center™ closes that gap: the building keeps pace with the technology inside it, so our customers never have to choose between speed and the future.',
} as const;
