import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { pageWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';
import { scrim } from '../../theme/tokens';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: scrim(0.94),
  color: vars.color.inkInverse,
  borderBottom: `1px solid ${vars.color.borderDark}`,
  '@media': { [mediaQuery.print]: { display: 'none' } },
});

export const bar = style([
  pageWidth,
  {
    minHeight: vars.layout.headerHeight,
    padding: `0 ${vars.space.lg}`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    '@media': { [mediaQuery.narrow]: { padding: `0 ${vars.space.sm}`, gap: vars.space.sm } },
  },
]);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  padding: vars.space.xxs,
  // On a narrow phone the logo is its square mark alone (the link is named by aria-label), so the
  // controls beside it keep their full size instead of squeezing it or each other (D83).
  // The logo's lettering is light, drawn for the dark bar: forced colours would set it on the
  // system's (often white) canvas, so the logo keeps its own dark ground there.
  '@media': {
    [mediaQuery.forcedColors]: { forcedColorAdjust: 'none', background: vars.color.surfaceDark },
    [mediaQuery.narrow]: { width: `calc(32px + 2 * ${vars.space.xxs})` },
  },
});

export const logoMark = style({ display: 'block' });
// Its own size always: the narrow logo shows the mark by clipping the lettering off, not by
// shrinking it; clip-path hides it from sight and from the pointer alike, and clips no text box.
globalStyle(`${logoMark} > svg`, {
  display: 'block',
  maxWidth: 'none',
  '@media': { [mediaQuery.narrow]: { clipPath: 'inset(0 calc(100% - 32px) 0 0)' } },
});

/** The navigation and the language switcher, side by side at the bar's end. */
export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const list = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const fullNav = style({ display: 'flex', alignItems: 'center' });

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xxs,
  // Below 1200 px the six items, the languages and the logo do not fit one row (D89).
  '@media': {
    [mediaQuery.belowLarge]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      padding: vars.space.md,
      background: vars.color.surfaceDark,
      borderBottom: `1px solid ${vars.color.borderDark}`,
    },
  },
  selectors: {
    // Without JavaScript the menu stays open on phones; the enhancer collapses it.
    '[data-nav-enhanced] &:not([data-open])': { '@media': { [mediaQuery.belowLarge]: { display: 'none' } } },
  },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inkInverse,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  // Narrower on a narrow phone, where the bar's links sit beside the logo and the menu button (D83).
  '@media': { [mediaQuery.narrow]: { paddingInline: vars.space.xs } },
  selectors: {
    '&:hover': { background: vars.color.surfaceDarkRaised },
    '&[aria-current="true"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 -2px 0 ${vars.color.brand}`,
      // Forced colours drop the shadow: the current section is underlined instead.
      '@media': { [mediaQuery.forcedColors]: { textDecoration: 'underline 2px', textUnderlineOffset: '0.35em' } },
    },
  },
});

export const menuButton = style({
  display: 'none',
  flexShrink: 0,
  background: 'transparent',
  border: `1px solid ${vars.color.borderDark}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.inkInverse,
  '@media': {
    // The button keeps its place before the enhancer wires it (unseen and out of the focus order),
    // so the language switcher beside it does not move when it appears.
    [mediaQuery.belowLarge]: { display: 'inline-flex', visibility: 'hidden' },
  },
  selectors: { '[data-nav-enhanced] &': { '@media': { [mediaQuery.belowLarge]: { visibility: 'visible' } } } },
});

export const menuIcon = style({ width: 24, height: 24 });
