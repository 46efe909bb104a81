// https://vike.dev/Head
import { newsFeed } from '../../domain/routes';

/** Lets feed readers find the list's Atom feed, from the list and every page below it (Head adds up). */
export default function Head() {
  return <link rel="alternate" type="application/atom+xml" title={newsFeed.title} href={newsFeed.path} />;
}
