/**
 * D8: go back in history only when the previous entry is a page of this site; a page opened
 * directly, or from another site, goes home instead, so Back never leaves the site.
 */
export function canGoBack(referrer: string, origin: string, historyLength: number): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
