import { style } from '@vanilla-extract/css';
import { outlineButton } from '../../theme/actionButton.css';
import { banner as darkBanner, bannerInner as darkBannerInner } from '../../theme/banner.css';
import { mediaQuery } from '../../theme/breakpoints';
import { cardGrid } from '../../theme/cardGrid.css';
import { fieldBox, fieldLabel } from '../../theme/field.css';
import { heading } from '../../theme/heading.css';
import { pageWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

/** The dark banner of every content page, holding a page-wide column. */
export const banner = darkBanner;

export const bannerInner = darkBannerInner({ width: 'page' });

/** A link on its own line, so a 24 px target at least (WCAG 2.2, 2.5.8), like every other control. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

export const title = style([heading({ size: 'display' }), { marginTop: vars.space.lg }]);

export const subtitle = style({
  marginTop: vars.space.sm,
  maxWidth: '40rem',
  color: vars.color.inkInverseMuted,
  fontSize: vars.fontSize.lg,
});

export const body = style([
  pageWidth,
  {
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  },
]);

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.large]: { gridTemplateColumns: '1fr 1fr 2fr' },
  },
});

/**
 * Quick search and Reset: one cell of the row, the button beside the field from medium widths.
 * The row's columns never depend on the button, which a first paint may come before.
 */
export const searchRow = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [mediaQuery.medium]: { gridColumn: '1 / -1', gridTemplateColumns: '1fr 1fr' },
    [mediaQuery.large]: { gridColumn: 'auto', gridTemplateColumns: '1fr auto' },
  },
});

export const label = fieldLabel;

export const searchField = style({ display: 'grid', gap: vars.space.xxs });

export const searchInput = fieldBox;

export const reset = outlineButton;

export const count = style({
  margin: `${vars.space.lg} 0`,
  color: vars.color.inkMuted,
  fontWeight: vars.fontWeight.medium,
});

export const grid = cardGrid({ cards: 'wide' });

/**
 * A card is laid out and painted only near the viewport (`content-visibility: auto`): a keystroke
 * in Quick search replaces up to 60 cards, and the ones below the fold cost nothing until
 * scrolled to. Until then a card counts as 420 px tall, then as the height it last had (`auto`); its
 * width is its column's, which the grid sets whatever the card's last width (theme/cardGrid.css.ts).
 */
export const gridItem = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 420px' });

export const empty = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const pagination = style({ marginTop: vars.space.xl });

export const pageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const pageLink = style([
  fieldBox,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.control,
    color: vars.color.ink,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { background: vars.color.ink, color: vars.color.surface, borderColor: vars.color.ink },
      '&:hover': { borderColor: vars.color.ink },
    },
  },
]);

export const pageGap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.inkMuted });

export const archiveNote = style({ margin: `0 0 ${vars.space.lg}`, fontWeight: vars.fontWeight.medium });
