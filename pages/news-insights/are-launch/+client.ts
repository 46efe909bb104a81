// https://vike.dev/client
import { enhanceBackLinks } from '../../../components/BackLink/BackLink.client';
import { enhanceSite } from '../../../components/Layout/site.client';

enhanceSite();
enhanceBackLinks(document);
