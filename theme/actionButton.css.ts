import { style } from '@vanilla-extract/css';
import { forcedBoundary } from './forcedColors';
import { vars } from './theme.css';

/** The shape of a page's main action (Submit, Download): each button adds its colours. */
export const actionButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.action,
  padding: `0 ${vars.space.xl}`,
  border: 0,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': forcedBoundary(),
});

/**
 * The states of an action button inside an element carrying `data-state`: while `busy` the
 * pointer shows progress; once `done` the button turns to the success colours and stops
 * looking clickable.
 */
export const actionButtonStates = ({ busy, done }: { busy: string; done: string }) => ({
  [`[data-state="${done}"] &`]: { background: vars.color.success, color: vars.color.successInk, cursor: 'default' },
  [`[data-state="${busy}"] &`]: { cursor: 'progress' },
});

/** A secondary action drawn as an outline in its text colour (Retry, Reset Filters). */
export const outlineButton = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  border: '2px solid currentColor',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
