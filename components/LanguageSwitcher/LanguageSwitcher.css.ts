import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', alignItems: 'center' });

export const list = style({ display: 'flex', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  minWidth: 24,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inkInverse,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceDarkRaised },
    '&[aria-current="true"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 -2px 0 ${vars.color.brand}`,
      '@media': { [mediaQuery.forcedColors]: { textDecoration: 'underline 2px', textUnderlineOffset: '0.35em' } },
    },
  },
});
