// https://vike.dev/client
import { enhanceBackLinks } from '../../../components/BackLink/BackLink.client';
import { enhanceDownloadButton } from '../../../components/DownloadButton/DownloadButton.client';
import { enhanceSite } from '../../../components/Layout/site.client';

enhanceSite();
enhanceBackLinks(document);
const download = document.querySelector<HTMLElement>('[data-download]');
if (download) enhanceDownloadButton(download);
