// https://vike.dev/client
// One file, requested after the first paint (scripts/build/paintFirst.ts); the download button wires
// on first interaction.
import { enhanceBackLinks } from '../../../components/BackLink/BackLink.client';
import { enhanceDownloadButton } from '../../../components/DownloadButton/DownloadButton.client';
import { enhanceSite } from '../../../components/Layout/site.client';
import { enhanceAll, onFirstInteraction } from '../../../components/onFirstInteraction';

enhanceSite();
enhanceBackLinks(document);
enhanceAll('[data-download]', (download) => onFirstInteraction(download, (root) => enhanceDownloadButton(root)));
