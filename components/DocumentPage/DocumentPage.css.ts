import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

// An address in the text (accessibility@nexoform.example) is one word wider than a 320 px screen's
// line: it breaks where it must rather than overflow.
export const text = style({ overflowWrap: 'break-word' });

export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  lineHeight: 1.9,
});

export const contentsTitle = style({ marginTop: '0 !important' });

// The legal notice's facts: each label beside its value from medium widths, above it on a phone,
// so a long label (Umsatzsteuer-Identifikationsnummer) never squeezes its value.
export const facts = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: 'max-content 1fr' } },
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });
