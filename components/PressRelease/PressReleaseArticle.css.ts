import { globalStyle, style } from '@vanilla-extract/css';

export const dateline = style({ fontWeight: 700 });

export const contact = style({ lineHeight: 1.8 });

// Printed releases are for reading and filing: drop everything but the article.
globalStyle('body:has(article) footer, body:has(article) [data-site-header]', {
  '@media': { print: { display: 'none' } },
});
