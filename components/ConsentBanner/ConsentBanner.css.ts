import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';
import { consentAttribute } from './consentBoot.mjs';

// An overlay fixed to the bottom of the screen: it covers, it never pushes content (D6, CLS 0).
// Hidden unless the head's boot script asks (consentBoot.mjs), so it paints with the page.
export const root = style({
  display: 'none',
  selectors: { [`html[${consentAttribute}="ask"] &`]: { display: 'block' } },
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 60,
  maxWidth: '40rem',
  marginLeft: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceDarkRaised,
  color: vars.color.inkInverse,
  boxShadow: vars.shadow.raised,
  '@media': { [mediaQuery.print]: { display: 'none' } },
});

export const text = style({ fontSize: vars.fontSize.sm, margin: 0 });

export const link = style({ color: vars.color.brand });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });

const button = style({
  flex: 1,
  minHeight: '2.75rem',
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

// Accept and Reject look equally weighty: neither is the easier choice.
export const choice = style([
  button,
  { border: `2px solid ${vars.color.brand}`, background: vars.color.surfaceDark, color: vars.color.inkInverse },
]);
