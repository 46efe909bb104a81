// https://vike.dev/client
import { enhanceSite } from '../../components/Layout/site.client';

enhanceSite();
