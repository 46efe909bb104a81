// The words of every page but the news list (whose words are the UI catalogue's, ui.ts), by page.
export { home } from './home.ts';
export { carousel, solutionsVideo } from './carousel.ts';
export { partnerCopy as partner } from './partner.ts';
export { whitePaperCopy as whitePaper } from './whitePaperPage.ts';
