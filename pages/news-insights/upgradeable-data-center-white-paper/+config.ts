// https://vike.dev/config
import { htmlOnly } from '../../htmlOnly';

export default {
  ...htmlOnly,
  title: 'White Paper: Data Centers Transforming at the pace of Technology change | Nexoform',
  description:
    'Download the Nexoform white paper on the Upgradeable Data Center™: a prefabricated architecture built for rapid GPU refresh cycles.',
};
