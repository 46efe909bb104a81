/** Behaviour every page shares (the consent banner and its footer link). Called by each `+client.ts`. */
export function enhanceSite(): void {}
