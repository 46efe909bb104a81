import { keyframes, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { actionButton, actionButtonStates, outlineButton } from '../../theme/actionButton.css';
import { vars } from '../../theme/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '52rem' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.inkMuted, cursor: 'not-allowed' },
  },
});

export const error = style({
  minHeight: '1.25em',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
});

export const checkboxRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.2rem',
  flexShrink: 0,
  accentColor: vars.color.brandInk,
});

export const checkboxLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const honeypot = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' });

export const failure = style({ color: vars.color.danger });

export const retry = style([outlineButton, { marginTop: vars.space.xs, color: vars.color.danger }]);

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const submit = style([
  actionButton,
  {
    background: vars.color.ink,
    color: vars.color.inkInverse,
    selectors: {
      ...actionButtonStates({ busy: 'submitting', done: 'sent' }),
      '[data-state="submitting"] &': { opacity: 0.8, cursor: 'progress' },
    },
  },
]);

export const check = style({ display: 'none', selectors: { '[data-state="sent"] &': { display: 'inline' } } });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.ink,
  visibility: 'hidden',
  animation: `${spin} 0.8s linear infinite`,
  selectors: { '[data-state="submitting"] &': { visibility: 'visible' } },
});

export const noscript = style({
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
