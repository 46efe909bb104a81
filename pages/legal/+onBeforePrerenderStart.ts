// https://vike.dev/onBeforePrerenderStart
import { legalPages, legalPath } from '../../content/legalPages';

/** The legal pages' English addresses; pages/+onPrerenderStart.ts adds each language's. */
export function onBeforePrerenderStart(): string[] {
  return legalPages.map(legalPath);
}
