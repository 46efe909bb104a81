import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/cardGrid.css';
import { forcedBoundary } from '../../theme/forcedColors';
import { vars } from '../../theme/theme.css';

export const grid = cardGrid({ cards: 'wide' });

export const more = style({ marginTop: vars.space.xl, textAlign: 'center' });

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.action,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  '@media': forcedBoundary('LinkText'),
});
