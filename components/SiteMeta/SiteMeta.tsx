import type { PageContext } from 'vike/types';
import { company } from '../../content/identity';
import { defaultLocale, locales } from '../../content/locales';
import { localizedPath, translations, ui } from '../../domain/i18n';
import { newsFeedIn } from '../../domain/routes';
import { entryTranslations } from '../../publishing/site';
import { sharingImageSize } from '../../content/sharing';
import { sharingCard, sharingFor } from './sharingFor';
import { absolute, structuredData, toJsonLd } from './structuredData';

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
  // The English address of the page (routing strips the locale's prefix, pages/+onBeforeRoute.ts).
  const { urlPathname: path, is404 } = pageContext;
  const locale = pageContext.locale ?? 'en';
  const url = absolute(localizedPath(path, locale));
  // The same page in the other languages it is built in: its hreflang set lists itself, them and
  // x-default (English), the same set on each, so every one points back to the others. A page
  // built in English only has none and lists none.
  const others = translations(path, entryTranslations).filter((language) => language !== locale);
  const sharing = sharingFor(path);
  // The card's text in the page's language (English: content/sharing.ts's, which also has cards for English-only pages).
  const imageAlt = locale === defaultLocale ? sharing.image.alt : ui(locale).sharing[sharingCard(sharing)];
  const title = resolve(pageContext.config.title as Setting, pageContext);
  const description = resolve(pageContext.config.description as Setting, pageContext);
  // The error page answers any unknown URL: it has no address of its own to share or index.
  if (is404) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={url} />
      {others.length > 0 ? (
        <>
          {translations(path, entryTranslations).map((language) => (
            <link
              key={language}
              rel="alternate"
              hrefLang={locales[language].lang}
              href={absolute(localizedPath(path, language))}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absolute(localizedPath(path, defaultLocale))} />
        </>
      ) : null}
      {locale === defaultLocale ? null : (
        // The language's feed of its translated items (scripts/build/siteFiles.ts), from each of its
        // pages. No hreflang: search engines read every rel="alternate" hreflang link as the page in
        // that language; the feed says its language itself (xml:lang), its title names it.
        <link
          rel="alternate"
          type="application/atom+xml"
          title={newsFeedIn(locale).title}
          href={newsFeedIn(locale).path}
        />
      )}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={sharing.type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locales[locale].ogLocale} />
      {others.map((language) => (
        <meta key={language} property="og:locale:alternate" content={locales[language].ogLocale} />
      ))}
      <meta property="og:image" content={absolute(sharing.image.src)} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(sharingImageSize.width)} />
      <meta property="og:image:height" content={String(sharingImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script type="application/ld+json">{toJsonLd(structuredData({ path, title, description, locale }))}</script>
    </>
  );
}
