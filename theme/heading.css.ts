import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/**
 * The type of a title, in design words: `display` opens a page of its own (News & Insights),
 * `page` titles a page banner or a section, `card` titles a slide or a card.
 */
export const heading = recipe({
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.heavy },
      page: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.heavy },
      card: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
    },
  },
});
