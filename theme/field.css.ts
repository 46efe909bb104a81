import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The label above a form field (a select, a search box). */
export const fieldLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

/** The box of a field or a small link-button: control height, a thin muted outline, small corners. */
export const fieldBox = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
});
