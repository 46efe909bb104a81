import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { fieldBox, fieldLabel } from '../../theme/field.css';
import { forcedBoundary } from '../../theme/forcedColors';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.xxs, minWidth: '13rem' });

export const label = fieldLabel;

export const control = style({ position: 'relative' });

export const toggle = style([
  fieldBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    background: vars.color.surface,
    cursor: 'pointer',
    textAlign: 'left',
  },
]);

export const placeholder = style({ color: vars.color.inkMuted });

export const chevron = style({ flexShrink: 0 });

export const menu = style({ display: 'none' });

export const menuOpen = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.surfaceMuted,
      // Forced colours drop the background: the option under the keyboard gets the system's mark.
      '@media': { [mediaQuery.forcedColors]: { outline: '2px solid Highlight', outlineOffset: '-2px' } },
    },
  },
});

export const check = style({ width: '1em', color: vars.color.brandInk, fontWeight: vars.fontWeight.bold });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 0 0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQuery.forcedColors]: { outline: '1px solid CanvasText' } },
});

export const remove = style({
  minWidth: '2rem',
  minHeight: '2rem',
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  '@media': forcedBoundary(),
});
