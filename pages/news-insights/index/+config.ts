// https://vike.dev/config
import type { Config } from 'vike/types';

// The one hydrated page (docs/architecture.md): its filters are React state. Vike renders it to
// HTML; `+client.ts` hydrates it without Vike's client runtime or router, since every link from
// it is a full page load (docs/decisions.md, "Performance").
export default {
  title: 'News & Insights | Nexoform',
  description:
    'Press releases, news coverage, white papers and podcasts from Nexoform, the prefabricated AI data center company.',
} satisfies Config;
