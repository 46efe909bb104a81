import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { pageWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';
import { bannerInset, bannerShown } from '../ConsentBanner/ConsentBanner.css';

export const root = style({
  background: vars.color.surfaceDark,
  color: vars.color.inkInverseMuted,
  fontSize: vars.fontSize.sm,
  // While the consent banner covers the bottom of the screen, the page ends that much lower, so
  // the footer's own links can scroll clear of it (WCAG 2.4.11).
  selectors: {
    [`${bannerShown} &`]: { paddingBottom: bannerInset, '@media': { [mediaQuery.short]: { paddingBottom: 0 } } },
  },
});

export const inner = style([
  pageWidth,
  {
    padding: `${vars.space.xl} ${vars.space.lg}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
]);

// The links wrap when a language's names are longer than the line (German, Romanian at 320 px).
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
