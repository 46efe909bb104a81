import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid currentColor`,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  '@media': { print: { display: 'none' } },
});
