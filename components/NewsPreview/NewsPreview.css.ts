import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const more = style({ marginTop: vars.space.xl, textAlign: 'center' });

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '3rem',
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
