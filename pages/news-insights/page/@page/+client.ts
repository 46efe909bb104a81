// https://vike.dev/client
import { enhanceSite } from '../../../../components/Layout/site.client';

// An archive page is HTML-only: its cards and page links need no script.
enhanceSite();
