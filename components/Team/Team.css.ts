import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { cardGrid } from '../../theme/cardGrid.css';
import { forcedBoundary } from '../../theme/forcedColors';
import { vars } from '../../theme/theme.css';
import { scrim } from '../../theme/tokens';

/**
 * Two cards a row on phones, but one on a narrow phone: two columns there leave a name or a job
 * title too little room for its longest word, which would then split mid-word (D83).
 */
export const grid = style([
  cardGrid({ cards: 'narrow' }),
  { '@media': { [mediaQuery.narrow]: { gridTemplateColumns: '1fr' } } },
]);

/** A narrow phone's card lies on its side: the photo at the start, the words and the '+' beside it. */
export const card = style({
  position: 'relative',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  '@media': {
    [mediaQuery.narrow]: { display: 'grid', gridTemplateColumns: '7rem 1fr', alignItems: 'center' },
  },
});

// docs/product.md §2: team photos are shown in grayscale.
export const photo = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', filter: 'grayscale(1)' });

/** Text and '+' side by side; the button keeps its size and the text takes the rest of the row. */
export const body = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  '@media': { [mediaQuery.narrow]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

/**
 * The layout gives every word of a name or job title its room (D83); only a word longer than any
 * card could hold breaks, rather than running out of the card.
 */
export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBottom: vars.space.xs,
  overflowWrap: 'break-word',
});

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const role = style({ marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const open = style({
  flex: 'none',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.brand,
  color: vars.color.ink,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  '@media': forcedBoundary(),
});

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100svh - 2rem)',
  padding: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  color: vars.color.ink,
  selectors: { '&::backdrop': { background: scrim(0.7) } },
});

export const dialogName = style({ fontSize: vars.fontSize.xl });

/** The biography's Markdown: its paragraphs (and lists) spaced as before, one `md` apart. */
export const bio = style({ marginTop: vars.space.md });
globalStyle(`${bio} > * + *`, { marginTop: vars.space.md });

export const close = style({
  marginTop: vars.space.xl,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: vars.color.ink,
  color: vars.color.inkInverse,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': forcedBoundary(),
});
