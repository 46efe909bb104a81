// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  title: 'Nexoform | Prefabricated Data Centers for GPU and AI Infrastructure',
  description:
    'Nexoform designs, manufactures and supplies flexible, prefabricated, modular data centers built for GPU and AI infrastructure, scalable to gigawatts.',
} satisfies Config;
