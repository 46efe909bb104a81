// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { consentBootScript } from '../components/ConsentBanner/consentBoot';
import { mainId } from '../components/Layout/mainId';
import { SiteMeta } from '../components/SiteMeta/SiteMeta';
import { tokens } from '../theme/tokens';

export default function Head() {
  const pageContext = usePageContext();
  return (
    <>
      {/* Runs before the first paint: whether to show the consent banner (D6). Allowed by its CSP hash. */}
      <script>{consentBootScript}</script>
      {/* The first frame waits until the page's <main> (+Layout.tsx) is in the document, so the header
          before it is whole: painted halfway (a slow network, a busy phone), the header's
          right-aligned group grew to the left as the rest of it arrived, a layout shift. */}
      <link rel="expect" href={`#${mainId}`} blocking="render" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={tokens.color.surfaceDark} />
      <SiteMeta pageContext={pageContext} />
    </>
  );
}
