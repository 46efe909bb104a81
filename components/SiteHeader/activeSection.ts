/** How much of one section is on screen. */
export type SectionVisibility = {
  id: string;
  /** Share of the section that is visible, 0–1 (IntersectionObserver's intersectionRatio). */
  ratio: number;
  /** Visible height in px. */
  visibleHeight: number;
};

/** docs/product.md §9: a section becomes active at 25% in view. */
export const activationShare = 0.25;

/**
 * D13: a section qualifies when at least 25% of it is visible, or when it fills at least 25% of
 * the viewport (a tall section on a phone never shows 25% of itself). Of those, the one that
 * fills most of the viewport wins; none qualifying keeps the current item (returns null).
 */
export function pickActiveSection(sections: readonly SectionVisibility[], viewportHeight: number): string | null {
  let best: SectionVisibility | null = null;
  for (const section of sections) {
    const fillsViewport = viewportHeight > 0 ? section.visibleHeight / viewportHeight : 0;
    if (section.ratio < activationShare && fillsViewport < activationShare) continue;
    if (!best || section.visibleHeight > best.visibleHeight) best = section;
  }
  return best?.id ?? null;
}
