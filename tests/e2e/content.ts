import { loadEntries } from '../../content/entries';

/**
 * The content files, read as the build reads them: browser tests take their expectations (how
 * many cards, which headlines) from here, so they hold for whatever content the site has.
 */
export const content = await loadEntries();
