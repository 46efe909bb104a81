// https://vike.dev/config
import { htmlOnly } from '../htmlOnly';

export default {
  ...htmlOnly,
  title: 'XYZ Spatial - a Partnership for the Future | Nexoform',
  description:
    'How Nexoform and XYZ Spatial use augmented reality to build prefabricated data centers faster and right first time.',
};
