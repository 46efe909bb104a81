import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const text = style({
  maxWidth: vars.layout.textWidth,
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
});
