import { style } from '@vanilla-extract/css';

/** A redirect the server refused, under its choice, in the red of the fields' alerts (keystatic.config.ts). */
export const problem = style({ color: '#c4182b', margin: '0.5rem 0 0', fontSize: '0.875rem' });

/** The offer of redirects: a panel in a corner, over Keystatic's full-height layout. */
export const offers = style({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 10,
  maxWidth: '28rem',
  padding: '1rem',
  borderRadius: '0.5rem',
  background: '#fff8e1',
  color: '#1f1f1f',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
  fontSize: '0.875rem',
});

/** The build's refusals: the same kind of panel, in the other corner, scrolling when long. */
export const problems = style([offers, { right: 'auto', left: '1rem', maxHeight: '40vh', overflowY: 'auto' }]);

export const offersHeading = style({ margin: 0, fontSize: '1rem' });

export const offersText = style({ margin: '0.5rem 0' });

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
  marginTop: '0.5rem',
});
