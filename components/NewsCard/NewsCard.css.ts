import { style } from '@vanilla-extract/css';
import { forcedBoundary } from '../../theme/forcedColors';
import { mediaImage } from '../../theme/mediaFrame.css';
import { vars } from '../../theme/theme.css';

export const root = style({ height: '100%' });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.ink,
  textDecoration: 'none',
  transition: `transform ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.raised } },
  '@media': forcedBoundary('LinkText'),
});

export const image = style([mediaImage, { background: vars.color.surfaceMuted }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/**
 * Shown whole: the schema limits a headline's length (keystatic.config.ts), and the cards of a row
 * share its tallest card's height. No line clamp, since WCAG 1.4.12's text spacing would push text
 * past the clamp and hide it (docs/decisions.md, "Layout with real content").
 */
export const headline = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const meta = style({ marginTop: 'auto', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
