import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';
import { vars } from './theme.css';

const base = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
  // Its tone is a background: under forced colours an outline keeps it a badge.
  '@media': { [mediaQuery.forcedColors]: { outline: '1px solid CanvasText' } },
});

/**
 * A small label in one of the badge tones (the news type badge of docs/product.md §9 uses it): a
 * class name per tone, fixed at build time, so the news list's cards need no style code as they render.
 */
export const badge = styleVariants(vars.badge, ({ background, foreground }) => [
  base,
  { background, color: foreground },
]);
