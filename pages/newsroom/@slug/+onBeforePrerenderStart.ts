// https://vike.dev/onBeforePrerenderStart
import { pressReleases } from '../../../content/site';

export function onBeforePrerenderStart(): string[] {
  return pressReleases.map((release) => release.path).filter((path) => path.startsWith('/newsroom/'));
}
