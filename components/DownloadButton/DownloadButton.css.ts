import { keyframes, style } from '@vanilla-extract/css';
import { actionButton, actionButtonStates } from '../../theme/actionButton.css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', marginTop: vars.space.xl });

export const button = style([
  actionButton,
  {
    background: vars.color.brand,
    color: vars.color.ink,
    selectors: actionButtonStates({ busy: 'loading', done: 'done' }),
  },
]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'none',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: vars.radius.pill,
  border: `3px solid rgba(16, 20, 26, 0.25)`,
  borderTopColor: vars.color.ink,
  animation: `${spin} 0.8s linear infinite`,
  selectors: { '[data-state="loading"] &': { display: 'inline-block' } },
});

export const check = style({ display: 'none', selectors: { '[data-state="done"] &': { display: 'inline' } } });

export const error = style({ color: vars.color.danger });
