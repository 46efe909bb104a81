import type { PageContext } from 'vike/types';
import { company } from '../../content/identity';
import { sharingImageSize } from '../../content/sharing';
import { sharingFor } from './sharingFor';
import { structuredData, toJsonLd } from './structuredData';

type Setting = string | null | undefined | ((pageContext: PageContext) => string | null | undefined);

/** A page's `title` or `description` setting, whether a value or a function of the page (https://vike.dev/title). */
function resolve(setting: Setting, pageContext: PageContext): string {
  return (typeof setting === 'function' ? setting(pageContext) : setting) ?? '';
}

/**
 * What search engines and link previews read: canonical URL, Open Graph and Twitter card tags,
 * and JSON-LD. vike-react already writes `<title>`, the description and their `og:` twins.
 */
export function SiteMeta({ pageContext }: { pageContext: PageContext }) {
  const { urlPathname: path, is404 } = pageContext;
  const url = new URL(path, company.siteUrl).href;
  const sharing = sharingFor(path);
  const title = resolve(pageContext.config.title as Setting, pageContext);
  const description = resolve(pageContext.config.description as Setting, pageContext);
  // The error page answers any unknown URL: it has no address of its own to share or index.
  if (is404) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={sharing.type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:image" content={new URL(sharing.image.src, company.siteUrl).href} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(sharingImageSize.width)} />
      <meta property="og:image:height" content={String(sharingImageSize.height)} />
      <meta property="og:image:alt" content={sharing.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image:alt" content={sharing.image.alt} />
      <script type="application/ld+json">{toJsonLd(structuredData({ path, title, description }))}</script>
    </>
  );
}
