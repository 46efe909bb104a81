import { globalStyle, style } from '@vanilla-extract/css';
import { cardGrid } from '../../theme/cardGrid.css';
import { vars } from '../../theme/theme.css';

export const grid = cardGrid({ cards: 'wide' });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.color.brand}`,
});

export const icon = style({ display: 'block', width: '3rem', height: '3rem' });
globalStyle(`${icon} > svg`, { display: 'block', width: '100%', height: '100%' });

export const title = style({ marginTop: vars.space.md, fontSize: vars.fontSize.lg });

export const text = style({ marginTop: vars.space.xs, color: vars.color.inkMuted });

export const tagline = style({
  margin: `${vars.space.xxl} 0 ${vars.space.lg}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
