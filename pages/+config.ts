// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';
import { company } from '../content/identity';

export default {
  extends: [vikeReact],
  // Every route is rendered to HTML at build time (https://vike.dev/prerender).
  prerender: true,
  // Every page is HTML-only (https://vike.dev/render-modes, docs/architecture.md): `Page` and `Layout`
  // are server-only, so Vike loads neither its client runtime nor a page component in the browser,
  // and its client bundles carry no content reader. The browser runs only `+client.ts` (the site's
  // script, pages/+client.ts, unless a page has its own); the news list's hydrates it with React itself.
  // A page's title and description are written by the server too: no page changes them in the
  // browser, and read there they would bring every language's page words into the browser's chunks.
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
    title: { env: { server: true, client: false } },
    description: { env: { server: true, client: false } },
  },
  title: company.name,
  description: company.tagline,
} satisfies Config;
