// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { company } from '../content/identity';

export default function Head() {
  const { urlPathname, is404 } = usePageContext();
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <meta name="theme-color" content="#0B0F14" />
      {is404 ? null : <link rel="canonical" href={new URL(urlPathname, company.siteUrl).href} />}
    </>
  );
}
