/** Breakpoints (docs/decisions.md "Build-time settings"): small < 768 px, medium 768–1199 px, large ≥ 1200 px. */
export const breakpoints = { small: 0, medium: 768, large: 1200 } as const;

export const mediaQuery = {
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  small: `screen and (max-width: ${breakpoints.medium - 1}px)`,
  /** Below the large screens: where the home page's navigation sits behind its menu button (D89). */
  belowLarge: `screen and (max-width: ${breakpoints.large - 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows High Contrast and the like: colours replaced by a few system ones, shadows and backgrounds dropped. */
  forcedColors: '(forced-colors: active)',
  /** A screen too short to give up part of it to an overlay: a phone on its side, or 400% zoom. */
  short: 'screen and (max-height: 30rem)',
  /**
   * A phone held upright (under 30rem, 480 px): too narrow for the whole logo, the menu button and
   * the language switcher side by side at a 24 px target size each (docs/decisions.md, D83).
   */
  narrow: 'screen and (max-width: 29.99rem)',
  print: 'print',
} as const;
