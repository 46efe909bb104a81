import { globalStyle, style } from '@vanilla-extract/css';
import { forcedBoundary } from '../../theme/forcedColors';
import { mediaFrame } from '../../theme/mediaFrame.css';
import { vars } from '../../theme/theme.css';
import { scrim } from '../../theme/tokens';

export const root = style([
  mediaFrame,
  {
    position: 'relative',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.surfaceDark,
  },
]);

export const poster = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: 0,
  background: scrim(0.35),
  color: vars.color.inkInverse,
  cursor: 'pointer',
  selectors: { '&:hover': { background: scrim(0.2) } },
  '@media': forcedBoundary(),
});

export const icon = style({ width: '4.5rem', height: '4.5rem', fill: vars.color.brand });
globalStyle(`${icon} path`, { fill: vars.color.ink });

export const label = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: scrim(0.8),
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const player = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  background: '#000',
});

export const fallback = style({
  position: 'absolute',
  left: vars.space.md,
  bottom: vars.space.md,
  color: vars.color.inkInverse,
});
