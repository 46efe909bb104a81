import { style } from '@vanilla-extract/css';
import { textWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const root = style({
  background: `linear-gradient(120deg, ${vars.color.surfaceDark} 0%, ${vars.color.surfaceDarkRaised} 100%)`,
  color: vars.color.inkInverse,
  borderBottom: `4px solid ${vars.color.brand}`,
  '@media': { print: { background: 'none', color: vars.color.ink, borderBottom: `2px solid ${vars.color.ink}` } },
});

export const inner = style([
  textWidth,
  {
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  },
]);

export const actions = style({ marginBottom: vars.space.lg, color: vars.color.brand });

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand,
  '@media': { print: { color: vars.color.ink } },
});

export const title = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  textWrap: 'balance',
});

export const meta = style({
  marginTop: vars.space.md,
  color: vars.color.inkInverseMuted,
  '@media': { print: { color: vars.color.inkMuted } },
});
