import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
});

export const narrow = style([root, { maxWidth: `calc(${vars.layout.textWidth} + 2 * ${vars.space.lg})` }]);
