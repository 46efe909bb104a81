import { describe, expect, it } from 'vitest';
import { whitePaper } from '../../content/identity';
import { pressReleaseSharing, sharingByPath } from '../../content/sharing';
import { pressReleases } from '../../publishing/site';
import { sharingCard } from './sharingFor';
import { structuredData, toJsonLd } from './structuredData';

const page = (path: string) => structuredData({ path, title: `Title of ${path}`, description: `About ${path}` });

describe('structuredData', () => {
  it('describes the company and its three offices on the home page', () => {
    const data = page('/');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Nexoform',
      legalName: 'Nexoform, LLC',
      url: 'https://www.nexoform.example/',
    });
    const offices = data.location as { telephone: string; address: Record<string, string> }[];
    const keys = ['@type', 'addressLocality', 'addressCountry'];
    expect(offices.map(({ telephone, address }) => [telephone, ...keys.map((key) => address[key])])).toEqual([
      ['+1 (713) 555-0143', 'PostalAddress', 'Houston', 'US'],
      ['+44 20 7946 0321', 'PostalAddress', 'London', 'GB'],
      ['+40 264 555 010', 'PostalAddress', 'Cluj-Napoca', 'RO'],
    ]);
  });

  it.each(pressReleases)('makes $path a NewsArticle with its headline and date', (release) => {
    expect(page(release.path)).toMatchObject({
      '@type': 'NewsArticle',
      headline: release.headline,
      datePublished: release.date,
      mainEntityOfPage: `https://www.nexoform.example${release.path}`,
      publisher: { '@type': 'Organization', name: 'Nexoform' },
    });
  });

  it.each(['/news-insights', '/xyz', '/privacy-policy', whitePaper.path])('makes %s a WebPage', (path) => {
    const [name, description, url] = [`Title of ${path}`, `About ${path}`, `https://www.nexoform.example${path}`];
    expect(page(path)).toMatchObject({ '@type': 'WebPage', name, description, url });
  });
});

describe('toJsonLd', () => {
  it('cannot close its script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    expect(toJsonLd(data)).not.toContain('<');
    expect(JSON.parse(toJsonLd(data))).toEqual(data);
  });

  it('gives a translated page its own address and language, and leaves the English page as it was', () => {
    const english = page('/xyz');
    expect(english).not.toHaveProperty('inLanguage');
    expect(english).toMatchObject({ url: 'https://www.nexoform.example/xyz' });
    expect(structuredData({ path: '/xyz', title: 'Titel', description: 'Über', locale: 'de' })).toEqual({
      ...english,
      name: 'Titel',
      description: 'Über',
      url: 'https://www.nexoform.example/de/xyz',
      inLanguage: 'de',
    });
  });
});

describe('the sharing cards of translated pages', () => {
  it.each([
    ['/', 'home'],
    ['/news-insights', 'news'],
    ['/xyz', 'partner'],
    [whitePaper.path, 'whitePaper'],
    ['/privacy-policy', 'privacy'],
  ])('the card of %s is named %s in the catalogue', (path, name) => {
    expect(sharingCard(sharingByPath[path]!)).toBe(name);
  });

  it('name the press releases card, and a card the catalogue does not list as the home card', () => {
    expect(sharingCard(pressReleaseSharing)).toBe('pressRelease');
    expect(sharingCard({ ...sharingByPath['/'], image: { src: '/og/other.jpg', alt: 'Other' } })).toBe('home');
  });
});
