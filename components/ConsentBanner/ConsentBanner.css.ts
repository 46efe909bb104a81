import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';
import { bannerHeightProperty } from './consent';
import { consentAttribute } from './consentBoot';

// An overlay fixed to the bottom of the screen: it covers, it never pushes content (D6, CLS 0).
// Hidden unless the head's boot script asks (consentBoot.ts), so it paints with the page.
/** The distance between the banner and the bottom of the screen. */
const offset = vars.space.md;

/**
 * How much of the bottom of the screen the banner covers while it is shown, with a gap: its
 * height as the enhancer measures it, or before that an estimate of its tallest (a phone's). Focus
 * scrolls clear of it (WCAG 2.4.11), and the footer leaves that much room below its last line so
 * its links can scroll clear too (SiteFooter.css.ts).
 */
export const bannerInset = `calc(var(${bannerHeightProperty}, 13rem) + 2 * ${offset})`;

/** Whether the banner is shown: the boot script's attribute on `<html>` (consentBoot.ts). */
export const bannerShown = `html[${consentAttribute}="ask"]`;

globalStyle(bannerShown, {
  scrollPaddingBottom: bannerInset,
  '@media': { [mediaQuery.short]: { scrollPaddingBottom: 'auto' } },
});

export const root = style({
  display: 'none',
  selectors: { [`${bannerShown} &`]: { display: 'block' } },
  position: 'fixed',
  left: offset,
  right: offset,
  bottom: offset,
  zIndex: 60,
  maxWidth: '40rem',
  marginLeft: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceDarkRaised,
  color: vars.color.inkInverse,
  boxShadow: vars.shadow.raised,
  '@media': {
    [mediaQuery.print]: { display: 'none' },
    // On a short screen it would cover most of the page: it takes its place after the footer
    // instead, covering nothing (WCAG 1.4.10, 2.4.11).
    [mediaQuery.short]: { position: 'static', margin: offset },
    // Forced colours drop the shadow that sets it off the page it covers.
    [mediaQuery.forcedColors]: { border: '2px solid CanvasText' },
  },
});

export const text = style({ fontSize: vars.fontSize.sm, margin: 0 });

export const link = style({ color: vars.color.brand });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });

const button = style({
  flex: 1,
  minHeight: vars.size.control,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

// Accept and Reject look equally weighty: neither is the easier choice.
export const choice = style([
  button,
  { border: `2px solid ${vars.color.brand}`, background: vars.color.surfaceDark, color: vars.color.inkInverse },
]);
