import { globalStyle } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  scrollBehavior: 'smooth',
  // Anchored sections stop below the sticky header instead of under it.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  WebkitTextSizeAdjust: '100%',
  '@media': { [mediaQuery.reducedMotion]: { scrollBehavior: 'auto' } },
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  // A word longer than a phone's line (German compounds: "60-MW-KI-Rechenzentrum" in a headline
  // the marketing team writes) breaks instead of running out of the page.
  overflowWrap: 'break-word',
});
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: 'inherit' });
// A focus ring that shows on light and dark backgrounds alike: a blue ring inside a white halo.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 5px ${vars.color.focusHalo}`,
  // Forced colours drop the halo; the ring takes the system's focus colour.
  '@media': { [mediaQuery.forcedColors]: { outlineColor: 'Highlight' } },
});
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('*', {
  '@media': {
    [mediaQuery.reducedMotion]: { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
});
