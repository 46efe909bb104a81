// https://vike.dev/client
// The script of every page that has no `+client.ts` of its own: the behaviour every page shares.
// Each enhancer wires the elements that carry its hook and does nothing on a page without them.
import { enhanceBackLinks } from '../components/BackLink/BackLink.client';
import { enhanceDownloadButton } from '../components/DownloadButton/DownloadButton.client';
import { enhanceSite } from '../components/Layout/siteWide.client';
import { enhanceAll, onFirstInteraction } from '../components/onFirstInteraction';
import { enhanceVideoFacades } from '../components/VideoFacade/VideoFacade.client';

enhanceSite();
enhanceBackLinks(document);
enhanceVideoFacades(document);
enhanceAll('[data-download]', (download) => onFirstInteraction(download, enhanceDownloadButton));
