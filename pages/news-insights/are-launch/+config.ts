// https://vike.dev/config
import { htmlOnly } from '../../htmlOnly';

export default htmlOnly;
