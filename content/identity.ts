/** Every company value in one place (docs/product.md: everything in it is fictional). */
export const company = {
  name: 'Nexoform',
  legalName: 'Nexoform, LLC',
  footerLine: '© 2020 - 2025 Nexoform, LLC',
  siteUrl: 'https://www.nexoform.example',
  enquiryRecipient: 'enquiries@nexoform.example',
  trademark: 'Upgradeable Data Center™',
  tagline: 'Flexible, prefabricated data centers designed for GPU infrastructure.',
  mediaContact: { email: 'press@nexoform.example', telephone: '+44 20 7946 0321' },
  /** Where visitors report an accessibility problem (the /accessibility statement). */
  accessibilityContact: 'accessibility@nexoform.example',
} as const;

/** Who gives the home page's leadership quote (docs/product.md §2): a member's file in content/team/. */
export const quoteBy = 'ada-marlowe';

export const partners = {
  arConstruction: { name: 'XYZ Spatial', slug: 'xyz' },
  advisory: { name: 'Meridian Advisory', slug: 'meridian' },
  aiCloud: { name: 'Aurora Cloud', slug: 'aurora' },
} as const;

export const whitePaper = {
  path: '/news-insights/upgradeable-data-center-white-paper',
  file: '/v3/newsroom/whitepapers/upgradeable-data-center-white-paper.pdf',
  fileName: 'upgradeable-data-center-white-paper.pdf',
  date: '2025-06-25',
  displayDate: '25 JUNE 2025',
  title: 'Data Centers Transforming at the pace of Technology change',
} as const;

/** The boilerplate every press release ends with. */
export const aboutCompany = `${company.name} designs, manufactures and supplies flexible, prefabricated, modular data centers built for GPU and AI infrastructure. Its turnkey data centers are built 80% offsite in factories in Houston, Texas and Cluj-Napoca, Romania, delivered up to 48% faster than a traditional build, and scale from megawatts to gigawatts. The company has offices in Houston, London and Cluj-Napoca.`;
