// https://vike.dev/onBeforePrerenderStart
import { pressReleases } from '../../../publishing/site';

/** One page per published press release, at its address (`/newsroom/<file name>` or its `path`). */
export function onBeforePrerenderStart(): string[] {
  return pressReleases.map((release) => release.path);
}
