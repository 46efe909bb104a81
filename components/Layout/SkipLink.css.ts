import { style } from '@vanilla-extract/css';
import { forcedBoundary } from '../../theme/forcedColors';
import { vars } from '../../theme/theme.css';

export const root = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
  '@media': forcedBoundary('LinkText'),
});
