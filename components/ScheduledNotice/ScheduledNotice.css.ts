import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.badge.caution.background,
  color: vars.badge.caution.foreground,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
