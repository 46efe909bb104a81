// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  title: 'Privacy Policy | Nexoform',
  description: 'How Nexoform collects, uses and protects personal data, and the rights you have under UK GDPR.',
} satisfies Config;
