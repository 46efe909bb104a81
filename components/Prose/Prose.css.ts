import { globalStyle, style } from '@vanilla-extract/css';
import { textWidth } from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

/** Long-form text: press releases, the white paper page, the partner page, the privacy policy. */
export const prose = style([
  textWidth,
  {
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
    fontSize: vars.fontSize.md,
  },
]);

globalStyle(`${prose} p + p, ${prose} p + ul, ${prose} ul + p`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, { marginTop: vars.space.xxl, marginBottom: vars.space.sm, fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { marginTop: vars.space.lg, marginBottom: vars.space.xs, fontSize: vars.fontSize.lg });
globalStyle(`${prose} a`, { color: vars.color.brandInk });
globalStyle(`${prose} ul`, { paddingLeft: vars.space.lg });
// Press release bodies (docs/editing.md): sections, quotes and photos.
globalStyle(`${prose} h2 + *, ${prose} h3 + *`, { marginTop: 0 });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.lg} 0`,
  padding: `0 0 0 ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
});
globalStyle(`${prose} p + blockquote, ${prose} blockquote + p`, { marginTop: vars.space.md });
globalStyle(`${prose} img`, { display: 'block', maxWidth: '100%', height: 'auto', margin: `${vars.space.lg} 0` });
