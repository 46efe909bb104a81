// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { company } from '../content/identity';

export default {
  extends: [vikeReact],
  // Every route is rendered to HTML at build time (https://vike.dev/prerender).
  prerender: true,
  // Every page is HTML-only (docs/architecture.md): React renders it at build time and the browser
  // runs only the page's `+client.ts`, bundled into one file (scripts/build/paintFirst.ts). The news
  // list's `+client.ts` hydrates it with React itself.
  // @ts-expect-error Vike's types do not list `null`, which turns vike-react's client rendering off.
  onRenderClient: null,
  lang: 'en',
  title: company.name,
  description: company.tagline,
} satisfies Config;
