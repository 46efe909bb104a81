import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The page-width column: content centred at the site's width, with the page gutters. */
export const pageWidth = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
});

/** The reading column of long text: the text width plus the page gutters. */
export const textWidth = style([pageWidth, { maxWidth: `calc(${vars.layout.textWidth} + 2 * ${vars.space.lg})` }]);
