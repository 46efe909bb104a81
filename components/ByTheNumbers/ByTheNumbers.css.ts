import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const grid = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  // A column is wide enough for the widest figure at the largest type size ('100MW+', '250,000'):
  // the site's width then holds three columns, so nine figures make three full rows instead of
  // 4 + 4 + 1, and no figure reaches the edge of its tile. min() keeps one column on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
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
