// https://vike.dev/config
import { findPressRelease } from '../../../content/pressReleases';
import { htmlOnly } from '../../htmlOnly';

const release = findPressRelease('/news-insights/are-launch');

export default {
  ...htmlOnly,
  title: `${release?.headline} | Nexoform`,
  description: release?.summary,
};
