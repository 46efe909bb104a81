// https://vike.dev/config
import { htmlOnly } from '../htmlOnly';

export default {
  ...htmlOnly,
  title: 'Privacy Policy | Nexoform',
  description: 'How Nexoform collects, uses and protects personal data, and the rights you have under UK GDPR.',
};
