// https://vike.dev/prerender
import { hasArchivePages } from './archivePages';

/**
 * The archive pages are prerendered only when there are some. With one page of items the route
 * has no address to prerender, and leaving it on would make Vike warn about a parameterised route
 * with no prerendered URL at every build. Vike allows no other export here (its side-export rule),
 * so the reading lives in archivePages.ts.
 */
export default function prerender(): Promise<boolean> {
  return hasArchivePages();
}
