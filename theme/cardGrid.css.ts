import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from './breakpoints';
import { vars } from './theme.css';

/** A list of cards laid out in columns: `wide` cards (news, solutions) 1/2/3, `narrow` ones (team) 2/3/4. */
export const cardGrid = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  variants: {
    cards: {
      wide: {
        '@media': {
          [mediaQuery.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        },
      },
      narrow: {
        gridTemplateColumns: 'repeat(2, 1fr)',
        '@media': {
          [mediaQuery.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          [mediaQuery.large]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        },
      },
    },
  },
  defaultVariants: { cards: 'wide' },
});
