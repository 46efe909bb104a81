import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { pageWidth, textWidth } from './layout.css';
import { vars } from './theme.css';

/** The dark banner that opens a content page, underlined in the brand colour (plain ink in print). */
export const banner = style({
  background: `linear-gradient(120deg, ${vars.color.surfaceDark} 0%, ${vars.color.surfaceDarkRaised} 100%)`,
  color: vars.color.inkInverse,
  borderBottom: `4px solid ${vars.color.brand}`,
  '@media': { print: { background: 'none', color: vars.color.ink, borderBottom: `2px solid ${vars.color.ink}` } },
});

/** The banner's column: the reading width (`text`) or the page width (`page`), with the banner's padding. */
export const bannerInner = recipe({
  base: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` },
  variants: { width: { text: textWidth, page: pageWidth } },
});
