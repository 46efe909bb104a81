// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { company } from '../content/identity';

export default {
  extends: [vikeReact],
  // Every route is rendered to HTML at build time (https://vike.dev/prerender).
  prerender: true,
  lang: 'en',
  title: company.name,
  description: company.tagline,
} satisfies Config;
