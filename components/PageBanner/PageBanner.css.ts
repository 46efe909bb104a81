import { style } from '@vanilla-extract/css';
import { banner, bannerInner } from '../../theme/banner.css';
import { heading } from '../../theme/heading.css';
import { vars } from '../../theme/theme.css';

export const root = banner;

export const inner = bannerInner({ width: 'text' });

export const actions = style({ marginBottom: vars.space.lg, color: vars.color.brand });

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand,
  '@media': { print: { color: vars.color.ink } },
});

export const title = style([heading({ size: 'page' }), { marginTop: vars.space.xs, textWrap: 'balance' }]);

export const meta = style({
  marginTop: vars.space.md,
  color: vars.color.inkInverseMuted,
  '@media': { print: { color: vars.color.inkMuted } },
});
