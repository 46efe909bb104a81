import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { heading } from '../../theme/heading.css';
import { vars } from '../../theme/theme.css';

export const layout = style({
  '@media': { [mediaQuery.medium]: { display: 'grid', gridTemplateColumns: 'minmax(220px, 30%) 1fr' } },
});

// docs/product.md §2: a fixed left column of project photos, hidden on small screens.
export const photos = style({
  display: 'none',
  '@media': {
    [mediaQuery.medium]: {
      display: 'flex',
      flexDirection: 'column',
      position: 'sticky',
      top: vars.layout.headerHeight,
      alignSelf: 'start',
      height: `calc(100vh - ${vars.layout.headerHeight})`,
      overflow: 'hidden',
    },
  },
});

export const photo = style({ width: '100%', flex: '1 1 0', minHeight: 0, objectFit: 'cover' });

export const content = style({ padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`, maxWidth: '52rem' });

export const logo = style({ marginTop: vars.space.xl, width: 240, height: 'auto' });

export const title = style([heading({ size: 'page' }), { marginTop: vars.space.lg }]);

export const text = style({ marginTop: vars.space.md, fontSize: vars.fontSize.lg, color: vars.color.inkMuted });

export const video = style({ marginTop: vars.space.xl, marginBottom: vars.space.lg });

export const release = style({ color: vars.color.brandInk, fontWeight: vars.fontWeight.bold });
