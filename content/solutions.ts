import type { Solution } from './types';

/** docs/product.md §2 Solutions: six cards, in this order, each drawn by its shape's icon. */
export const solutions = (
  [
    {
      title: 'Speed & Schedule Certainty',
      shapeKey: 'speed',
      content:
        'Modules are built in our factories while the site is prepared, so capacity is delivered up to 48% faster than a traditional build, on a schedule you can plan revenue around.',
    },
    {
      title: 'Flexibility',
      shapeKey: 'flexibility',
      content:
        'Start with the power you have today and add modules as more arrives. Layouts flex to the site, the grid connection and the next GPU generation.',
    },
    {
      title: 'Quality',
      shapeKey: 'quality',
      content:
        'With 80% of the work done offsite in controlled factory conditions, every module is assembled, wired and tested before it ships, and arrives right first time.',
    },
    {
      title: 'Labor and Supply Chain Efficiency',
      shapeKey: 'efficiency',
      content:
        'Factory crews and pre-ordered long-lead equipment replace scarce site labour and scattered deliveries, so only 20% of the work happens onsite.',
    },
    {
      title: 'Sustainability',
      shapeKey: 'sustainability',
      content:
        'Precise factory fabrication cuts material waste and site traffic, and liquid-cooling-ready designs make the most of every megawatt.',
    },
    {
      title: 'Global Scalability',
      shapeKey: 'scalability',
      content:
        'Factories in Houston and Cluj-Napoca deliver 500 MW a year in EMEA and 700 MW a year in the Americas, scaling campuses from megawatts to gigawatts.',
    },
  ] as const satisfies readonly Omit<Solution, 'icon'>[]
).map((solution) => ({ ...solution, icon: `/v3/icons/${solution.shapeKey}.svg` }));
