import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { pageWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const root = style({ background: vars.color.surfaceDark, color: vars.color.inkInverse });

export const figure = style([
  pageWidth,
  {
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    '@media': {
      [mediaQuery.medium]: { gridTemplateColumns: '280px 1fr', padding: `${vars.space.xxxl} ${vars.space.lg}` },
    },
  },
]);

export const photo = style({ width: '100%', maxWidth: '280px', borderRadius: vars.radius.lg, filter: 'grayscale(1)' });

export const quote = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  borderLeft: `4px solid ${vars.color.brand}`,
  paddingLeft: vars.space.lg,
});

export const caption = style({
  marginTop: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  paddingLeft: vars.space.lg,
});

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const role = style({ color: vars.color.inkInverseMuted });
