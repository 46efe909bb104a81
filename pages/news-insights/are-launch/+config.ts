// https://vike.dev/config
import type { Config } from 'vike/types';
import { findPressRelease } from '../../../content/pressReleases';

const release = findPressRelease('/news-insights/are-launch');

export default {
  title: `${release?.headline} | Nexoform`,
  description: release?.summary,
} satisfies Config;
