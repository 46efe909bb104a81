/**
 * The id of the page's `<main>` (pages/+Layout.tsx): the skip link's target, and what the first
 * frame waits for (pages/+Head.tsx, docs/decisions.md#d65). A module of its own, without styles, so
 * that the head importing it does not move the skip link's stylesheet ahead of the others.
 */
export const mainId = 'main';
