import { style } from '@vanilla-extract/css';

/** Text for screen readers (and crawlers) only: in the accessibility tree, off the screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
