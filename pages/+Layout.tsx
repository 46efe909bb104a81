// https://vike.dev/Layout
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ConsentBanner } from '../components/ConsentBanner/ConsentBanner';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { mainId } from '../components/Layout/mainId';
import { SkipLink } from '../components/Layout/SkipLink';
import '../theme/global.css';

export default function Layout({ children }: { children: ReactNode }) {
  // The page's English address: routing strips the locale's prefix (pages/+onBeforeRoute.ts).
  const { urlPathname, locale = 'en', is404, entryTranslations } = usePageContext();
  // The error page has no address of its own: its language links go to each language's home.
  // D15: only the home page has the in-page anchors; every other page gets the simple header.
  return (
    <>
      <SkipLink locale={locale} />
      <SiteHeader
        variant={urlPathname === '/' ? 'full' : 'simple'}
        locale={locale}
        path={is404 ? '/' : urlPathname}
        entries={entryTranslations}
      />
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <ConsentBanner locale={locale} />
    </>
  );
}
