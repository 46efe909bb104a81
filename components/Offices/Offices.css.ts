import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: `${vars.space.xxl} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const city = style({ fontWeight: vars.fontWeight.regular, color: vars.color.inkMuted });

export const address = style({
  marginTop: vars.space.sm,
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
});

export const line = style({ color: vars.color.inkMuted });

export const phone = style({ marginTop: vars.space.sm, fontWeight: vars.fontWeight.bold, color: vars.color.brandInk });
