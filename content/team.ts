import type { TeamMember } from './types';

/** Our Team (spec §2): 12 members. Add a member by adding an object here. */
export const team = [
  {
    slug: 'cto',
    fullname: 'Ada Marlowe',
    jobtitle: 'Chief Technology Officer',
    biography: ['Biography to follow.'],
  },
] as const satisfies readonly TeamMember[];
