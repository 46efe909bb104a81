import type { Office } from './types';

/** docs/product.md §2 Office cards; addresses are fictional (docs/product.md). */
export const offices = [
  {
    title: 'US Office',
    city: 'Houston',
    addressLines: [
      'Nexoform, LLC',
      '4100 Westheimer Fabrication Park, Suite 300',
      'Houston, TX 77027',
      'United States',
    ],
    postalAddress: {
      streetAddress: '4100 Westheimer Fabrication Park, Suite 300',
      addressLocality: 'Houston',
      addressRegion: 'TX',
      postalCode: '77027',
      addressCountry: 'US',
    },
    telephone: '+1 (713) 555-0143',
  },
  {
    title: 'UK Office',
    city: 'London',
    addressLines: ['Nexoform UK Ltd', '18 Carriage Works Yard', 'London EC2A 4NE', 'United Kingdom'],
    postalAddress: {
      streetAddress: '18 Carriage Works Yard',
      addressLocality: 'London',
      postalCode: 'EC2A 4NE',
      addressCountry: 'GB',
    },
    telephone: '+44 20 7946 0321',
  },
  {
    title: 'Romania Office',
    city: 'Cluj',
    addressLines: ['Nexoform Manufacturing SRL', 'Strada Fabricii de Module 27', 'Cluj-Napoca 400632', 'Romania'],
    postalAddress: {
      streetAddress: 'Strada Fabricii de Module 27',
      addressLocality: 'Cluj-Napoca',
      postalCode: '400632',
      addressCountry: 'RO',
    },
    telephone: '+40 264 555 010',
  },
] as const satisfies readonly Office[];

/** `tel:` form of a displayed number: digits and a leading plus only. */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
