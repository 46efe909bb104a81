import { company } from '../../content/identity';
import { locales, type Locale } from '../../content/locales';
import { localizedPath } from '../../domain/i18n';
import { offices } from '../../content/offices';
import { findPressRelease } from '../../publishing/site';
import { sharingFor } from './sharingFor';

/** schema.org data for one page (https://schema.org), as JSON-LD. */
export type StructuredData = Record<string, unknown>;

/** A page by its English address, in `locale` (English when not given): its address is the language's. */
type PageInfo = { path: string; title: string; description: string; locale?: Locale };

export const absolute = (path: string) => new URL(path, company.siteUrl).href;

const organizationRef = () => ({
  '@type': 'Organization',
  name: company.name,
  url: absolute('/'),
  logo: absolute('/icons/icon-512.png'),
});

/** The company with its three offices: the home page's data. */
export function organization(): StructuredData {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(),
    legalName: company.legalName,
    description: company.tagline,
    email: company.enquiryRecipient,
    location: offices.map((office) => ({
      '@type': 'Place',
      name: `${company.name} ${office.title}`,
      telephone: office.telephone,
      address: { '@type': 'PostalAddress', ...office.postalAddress },
    })),
  };
}

/** The data of any page: Organization on `/`, NewsArticle on a press release, WebPage elsewhere. */
export function structuredData({ path, title, description, locale = 'en' }: PageInfo): StructuredData {
  if (path === '/') return organization();
  const release = findPressRelease(path);
  const image = absolute(sharingFor(path).image.src);
  const url = absolute(localizedPath(path, locale));
  // The language of a translated page; an English page's data stays as it always was.
  const language = locale === 'en' ? {} : { inLanguage: locales[locale].lang };
  if (release) {
    return {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: release.headline,
      description: release.summary,
      datePublished: release.date,
      dateModified: release.date,
      image: [image],
      author: organizationRef(),
      publisher: organizationRef(),
      mainEntityOfPage: url,
      ...language,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url,
    ...language,
    image,
    isPartOf: { '@type': 'WebSite', name: company.name, url: absolute('/') },
    publisher: organizationRef(),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. `<` is written as its escape so that no
 * text in the content can close the script element early.
 */
export function toJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
