import type { NavItem } from './types';

/** docs/product.md §2 Top navigation, in order. */
export const navigation = [
  { label: 'Home', reference: 'Home', container: 'app-container' },
  { label: 'Our Mission', reference: 'Mission', container: 'mission-container' },
  { label: 'IP Solutions', reference: 'Solutions', container: 'solutions-container' },
  { label: 'News & Insights', reference: 'Newsroom', container: 'newsroom-container' },
  { label: 'Our Team', reference: 'Team', container: 'team-container' },
  { label: 'Contact Us', reference: 'ContactForm', container: 'contactform-container' },
] as const satisfies readonly NavItem[];
