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
 * At most four lines: a long headline (the schema's limit allows more than a card shows) ends in
 * an ellipsis instead of making every card of its row taller. The whole text stays in the markup:
 * it is the link's accessible name, what the search matches, and the h1 of the page it leads to.
 */
export const headline = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  margin: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const meta = style({ marginTop: 'auto', fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
