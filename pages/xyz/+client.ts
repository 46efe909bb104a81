// https://vike.dev/client
import { enhanceBackLinks } from '../../components/BackLink/BackLink.client';
import { enhanceSite } from '../../components/Layout/site.client';
import { enhanceVideoFacades } from '../../components/VideoFacade/VideoFacade.client';

enhanceSite();
enhanceBackLinks(document);
enhanceVideoFacades(document);
