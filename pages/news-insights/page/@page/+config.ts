// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // An archive page is HTML-only like the content pages: the site's script (pages/+client.ts), not
  // the news list's, which this folder would inherit.
  client: 'import:../../../+client.ts:default',
} satisfies Config;
