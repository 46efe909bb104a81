import { loadPublished } from '../../publishing/entries';
import { loadLegalTexts } from '../../publishing/legal';
import { newsList } from '../../publishing/newsList';

const published = await loadPublished();

/**
 * The content as the build publishes it (the same clock: `NEXOFORM_NOW` or now): browser tests
 * take their expectations (how many cards, which headlines) from here, so they hold for whatever
 * content the site has. `news` is every News & Insights item: the news files and the listed
 * press releases. `legal` is the legal pages' text, by language.
 */
export const content = { ...published, news: newsList(published), legal: await loadLegalTexts() };
