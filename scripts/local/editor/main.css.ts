import { style } from '@vanilla-extract/css';

/** A rule the field breaks, under the field, in the editor's own critical red. */
export const problem = style({ color: '#c4182b', margin: '0.5rem 0 0', fontSize: '0.875rem' });
