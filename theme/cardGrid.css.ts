import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from './breakpoints';
import { vars } from './theme.css';

/**
 * `count` columns of equal width, however wide a card's content: a card's size never widens its
 * column. A card laid out only near the viewport (`content-visibility: auto`, the news list) is
 * sized by the width it last had, so an auto-sized column kept a card's width from before a zoom
 * and the page scrolled sideways (docs/decisions.md#d88).
 */
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** A list of cards laid out in columns: `wide` cards (news, solutions) 1/2/3, `narrow` ones (team) 2/3/4. */
export const cardGrid = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  variants: {
    cards: {
      wide: {
        gridTemplateColumns: columns(1),
        '@media': {
          [mediaQuery.medium]: { gridTemplateColumns: columns(2) },
          [mediaQuery.large]: { gridTemplateColumns: columns(3) },
        },
      },
      narrow: {
        gridTemplateColumns: columns(2),
        '@media': {
          [mediaQuery.medium]: { gridTemplateColumns: columns(3) },
          [mediaQuery.large]: { gridTemplateColumns: columns(4) },
        },
      },
    },
  },
  defaultVariants: { cards: 'wide' },
});
