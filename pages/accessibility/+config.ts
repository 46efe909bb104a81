// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  title: 'Accessibility | Nexoform',
  description:
    'The accessibility standard this site meets (WCAG 2.2 AA), how we test it, its known limits and how to tell us about a problem.',
} satisfies Config;
