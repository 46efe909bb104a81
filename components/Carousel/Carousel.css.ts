import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { heading } from '../../theme/heading.css';
import { pageWidth } from '../../theme/layout.css';
import { mediaImage } from '../../theme/mediaFrame.css';
import { vars } from '../../theme/theme.css';
import { scrim } from '../../theme/tokens';

export const root = style([
  pageWidth,
  {
    padding: `${vars.space.xxl} ${vars.space.lg}`,
  },
]);

export const viewport = style({ borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceDark });

// Without JavaScript: a scroll-snapping row. keen-slider takes over positioning once enhanced.
// Snapping then stops: Firefox re-snaps the (hidden-overflow) track as keen-slider moves the
// slides, scrolling it to the farthest slide reached, so moving back left that slide on screen.
export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  selectors: {
    '[data-carousel-enhanced] &': {
      overflow: 'hidden',
      scrollSnapType: 'none',
      touchAction: 'pan-y',
      userSelect: 'none',
    },
  },
});

export const slide = style({
  position: 'relative',
  flex: '0 0 100%',
  minWidth: '100%',
  scrollSnapAlign: 'start',
  color: vars.color.inkInverse,
});

export const image = mediaImage;

export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
  background: `linear-gradient(180deg, ${scrim(0)} 0%, ${scrim(0.88)} 60%)`,
});

export const title = heading({ size: 'card' });

export const description = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkInverse,
  maxWidth: '48rem',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
  // The controls keep their space before the enhancer runs, so nothing shifts when they appear.
  selectors: { '[data-carousel]:not([data-carousel-enhanced]) &': { visibility: 'hidden' } },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});

export const dots = style({ display: 'flex', gap: vars.space.xxs });

export const dot = style({
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '0.45rem',
      borderRadius: vars.radius.pill,
      background: vars.color.inkMuted,
    },
    '&[aria-current="true"]::after': { background: vars.color.brandInk, inset: '0.3rem' },
  },
  // Forced colours would paint the dots in the page's own colour: system colours keep them, and
  // the current one takes the selection colour as well as its larger size.
  '@media': { [mediaQuery.forcedColors]: { border: '1px solid ButtonText', borderRadius: vars.radius.pill } },
});

globalStyle(`${dot}::after`, { '@media': { [mediaQuery.forcedColors]: { background: 'ButtonText' } } });
globalStyle(`${dot}[aria-current="true"]::after`, {
  '@media': { [mediaQuery.forcedColors]: { background: 'Highlight' } },
});
