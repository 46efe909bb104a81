import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  lineHeight: 1.9,
});

export const contentsTitle = style({ marginTop: '0 !important' });
