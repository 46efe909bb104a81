// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ConsentBanner } from '../components/ConsentBanner/ConsentBanner';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { SkipLink } from '../components/Layout/SkipLink';
import '../theme/global.css';

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  // D15: only the home page has the in-page anchors; every other page gets the simple header.
  return (
    <>
      <SkipLink />
      <SiteHeader variant={urlPathname === '/' ? 'full' : 'simple'} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}
