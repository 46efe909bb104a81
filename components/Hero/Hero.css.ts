import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { pageWidth } from '../../theme/layout.css';
import { forcedBoundary } from '../../theme/forcedColors';
import { vars } from '../../theme/theme.css';
import { scrim } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  minHeight: `calc(100svh - ${vars.layout.headerHeight})`,
  display: 'flex',
  alignItems: 'flex-end',
  background: vars.color.surfaceDark,
  color: vars.color.inkInverse,
  overflow: 'hidden',
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -2,
});

export const shade = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: `linear-gradient(180deg, ${scrim(0.15)} 0%, ${scrim(0.55)} 45%, ${scrim(0.92)} 100%)`,
});

export const content = style([
  pageWidth,
  {
    width: '100%',
    padding: `${vars.space.xxxl} ${vars.space.lg} ${vars.space.xxl}`,
  },
]);

export const headline = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  maxWidth: '20em',
  textWrap: 'balance',
});

export const line = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  fontSize: '0.62em',
  color: vars.color.inkInverseMuted,
});

export const highlight = style({ display: 'block', margin: `${vars.space.xs} 0`, color: vars.color.inkInverse });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.xl });

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.action,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}`,
});

export const primary = style([
  button,
  {
    background: vars.color.brand,
    color: vars.color.ink,
    selectors: { '&:hover': { background: vars.color.brandStrong } },
    '@media': forcedBoundary('LinkText'),
  },
]);

export const secondary = style([
  button,
  {
    border: `2px solid ${vars.color.inkInverse}`,
    color: vars.color.inkInverse,
    selectors: { '&:hover': { background: 'rgba(255,255,255,0.1)' } },
    '@media': { [mediaQuery.small]: { minHeight: vars.size.action } },
  },
]);
