// https://vike.dev/Head
import { defaultLocale } from '../../content/locales';
import { newsFeed } from '../../domain/routes';
import { usePageLocale } from './pageLocale';

/**
 * Lets feed readers find the list's Atom feed, from the list and every page below it (Head adds
 * up). In English only: on every German or Romanian page, components/SiteMeta already links that
 * language's feed (`newsFeedIn`), and the English feed is not the page's language.
 */
export default function Head() {
  if (usePageLocale() !== defaultLocale) return null;
  return <link rel="alternate" type="application/atom+xml" title={newsFeed.title} href={newsFeed.path} />;
}
