// https://vike.dev/data
import { findPressRelease } from '../../../content/site';
import type { PressRelease } from '../../../content/types';

/** The release kept at this address by its file's `path` (content/press-releases/are-launch.md). */
export function data(): PressRelease {
  const release = findPressRelease('/news-insights/are-launch');
  if (!release) throw new Error('No file in content/press-releases/ has path: /news-insights/are-launch');
  return release;
}
