// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  title: 'White Paper: Data Centers Transforming at the pace of Technology change | Nexoform',
  description:
    'Download the Nexoform white paper on the Upgradeable Data Center™: a prefabricated architecture built for rapid GPU refresh cycles.',
} satisfies Config;
