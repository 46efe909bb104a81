/**
 * What the built pages say of their language, read from `dist/` in Node: `<html lang>` and the
 * hreflang sets (docs/decisions.md, D63). Browsers check how the languages behave (tests/e2e/languages.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { company } from '../../content/identity';
import { defaultLocale, locales } from '../../content/locales';
import { localizedPath, splitLocale } from '../../domain/i18n';
import { builtPages as allPages } from '../../scripts/build/builtPages';
import { distDir } from '../../scripts/local/serve.mjs';
import { expect, test } from 'vitest';

/** Every prerendered page of the build by its address (not the 404 page, which has none). */
function builtPages(): { path: string; html: string }[] {
  return allPages(distDir)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => {
      const folder = relative(distDir, dirname(file)).split(sep).join('/');
      return { path: folder === '' ? '/' : `/${folder}`, html: readFileSync(file, 'utf8') };
    });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const absolute = (path: string) => new URL(path, company.siteUrl).href;

/** A page's hreflang links, `hreflang → href`, in the order it lists them. */
function hreflangSet(html: string): Map<string, string> {
  const links = (html.match(/<link\s[^>]*>/g) ?? []).filter((tag) => attribute(tag, 'rel') === 'alternate');
  return new Map(
    links.flatMap((tag) => {
      const hreflang = attribute(tag, 'hreflang');
      return hreflang ? [[hreflang, attribute(tag, 'href') ?? '']] : [];
    }),
  );
}

test('every page says its language in <html lang>, the one its address gives', () => {
  const pages = builtPages();
  expect(pages.map((page) => page.path)).toContain('/');
  const wrong = pages.flatMap(({ path, html }) => {
    const lang = attribute(/<html[^>]*>/.exec(html)?.[0] ?? '', 'lang');
    return lang === locales[splitLocale(path).locale].lang ? [] : [`${path}: lang="${lang}"`];
  });
  expect(wrong).toEqual([]);
});

test('every hreflang set is complete and reciprocal, with x-default in English and absolute URLs', () => {
  const pages = builtPages();
  const byUrl = new Map(pages.map((page) => [absolute(page.path), page]));
  // The addresses of each page in every language it is built in, by its English address.
  const built = new Map<string, Set<string>>();
  for (const { path } of pages) {
    const english = splitLocale(path).path;
    built.set(english, (built.get(english) ?? new Set()).add(absolute(path)));
  }
  const problems: string[] = [];
  let translated = 0;
  for (const { path, html } of pages) {
    const set = hreflangSet(html);
    const { locale, path: english } = splitLocale(path);
    const versions = built.get(english)!;
    if (versions.size === 1) {
      // Built in one language only: nothing to list, and it must be English.
      if (set.size > 0) problems.push(`${path} lists alternates but is built in one language`);
      if (locale !== defaultLocale) problems.push(`${path} is built under a prefix without its English page`);
      continue;
    }
    translated += 1;
    const hrefs = [...set.entries()].filter(([hreflang]) => hreflang !== 'x-default').map(([, href]) => href);
    if (set.get(locales[locale].lang) !== absolute(path)) problems.push(`${path} does not list itself`);
    if (set.get('x-default') !== absolute(localizedPath(english, defaultLocale)))
      problems.push(`${path}: x-default is not the English page`);
    if (hrefs.length !== versions.size || hrefs.some((href) => !versions.has(href)))
      problems.push(`${path} lists ${hrefs.join(', ')}, built: ${[...versions].join(', ')}`);
    for (const [hreflang, href] of set) {
      if (!/^https:\/\//.test(href)) problems.push(`${path}: ${hreflang} is not absolute`);
      const other = byUrl.get(href);
      if (!other) problems.push(`${path}: ${hreflang} → ${href} is not a page of the build`);
      else if (JSON.stringify([...hreflangSet(other.html)].sort()) !== JSON.stringify([...set].sort()))
        problems.push(`${path} and ${href} list different sets`);
      else if (hreflang !== 'x-default' && locales[splitLocale(new URL(href).pathname).locale].lang !== hreflang)
        problems.push(`${path}: ${hreflang} → ${href} is another language's address`);
    }
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    if (canonical !== absolute(path)) problems.push(`${path}: canonical ${canonical}`);
    const ogLocale = /<meta property="og:locale" content="([^"]*)"/.exec(html)?.[1];
    if (ogLocale !== locales[locale].ogLocale) problems.push(`${path}: og:locale ${ogLocale}`);
  }
  expect(problems).toEqual([]);
  // The home page at least is built in every language.
  expect(translated).toBeGreaterThanOrEqual(Object.keys(locales).length);
});
