import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { newsTypes, type NewsType } from '../content/newsTypes';
import { vars } from './theme.css';

const tones = Object.fromEntries(
  newsTypes.map((type) => [type, { background: vars.badge[type].background, color: vars.badge[type].foreground }]),
) as Record<NewsType, { background: string; color: string }>;

/** The news type badge: one tone per news type (docs/product.md §9). */
export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.02em',
    lineHeight: vars.lineHeight.snug,
    textTransform: 'uppercase',
  },
  variants: { tone: tones },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
