import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { heading } from '../../theme/heading.css';
import { pageWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

const base = style({
  paddingTop: vars.space.xxl,
  paddingBottom: vars.space.xxl,
  '@media': { [mediaQuery.medium]: { paddingTop: vars.space.xxxl, paddingBottom: vars.space.xxxl } },
});

export const tone = styleVariants({
  light: [base, { background: vars.color.surface, color: vars.color.ink }],
  muted: [base, { background: vars.color.surfaceMuted, color: vars.color.ink }],
  dark: [base, { background: vars.color.surfaceDark, color: vars.color.inkInverse }],
});

export const inner = pageWidth;

export const header = style({ maxWidth: '48rem', marginBottom: vars.space.xl });

export const title = heading({ size: 'page' });

export const subtitle = style({
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  opacity: 0.85,
});
