// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  title: 'XYZ Spatial - a Partnership for the Future | Nexoform',
  description:
    'How Nexoform and XYZ Spatial use augmented reality to build prefabricated data centers faster and right first time.',
} satisfies Config;
