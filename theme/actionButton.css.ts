import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The shape of a page's main action (Submit, Download): each button adds its colours and states. */
export const actionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '3rem',
  padding: `0 ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
