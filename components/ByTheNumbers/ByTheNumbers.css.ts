import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const grid = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceDarkRaised,
  border: `1px solid ${vars.color.borderDark}`,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({ marginTop: vars.space.xs, color: vars.color.inkInverseMuted });

export const more = style({ marginTop: vars.space.xl, '@media': { [mediaQuery.medium]: { textAlign: 'center' } } });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
