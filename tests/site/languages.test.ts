/**
 * What the built pages say of their language, read from `dist/` in Node: `<html lang>`, the
 * hreflang sets (docs/decisions.md, D63), the switcher's links, and which entries a language shows
 * translated or in English (docs/decisions.md, "Translated entries"). Expectations come from the
 * content, so they hold for whatever is translated. Browsers check how the languages behave
 * (tests/e2e/languagePages.spec.ts, languages-ui.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { company, whitePaper } from '../../content/identity';
import { defaultLocale, localeCodes, locales, pageWords } from '../../content/locales';
import { isTranslated, localizedPath, splitLocale, ui } from '../../domain/i18n';
import { latestNews } from '../../domain/newsOrder';
import { newsPageSize } from '../../domain/newsPages';
import { newsFeed, newsFeedIn } from '../../domain/routes';
import { newsListIn } from '../../publishing/newsList';
import { withTranslations } from '../../publishing/translatedPages';
import { pressReleasesIn, teamIn } from '../../publishing/translations';
import { builtPages as allPages } from '../../scripts/build/builtPages';
import { distDir } from '../../scripts/local/serve.mjs';
import { content } from '../e2e/content';
import { loadPublished } from '../../publishing/entries';
import { describe, expect, it, test } from 'vitest';

/** Every prerendered page of the build by its address (not the 404 page, which has none). */
const pages = allPages(distDir)
  .filter((file) => file.endsWith('index.html'))
  .map((file) => {
    const folder = relative(distDir, dirname(file)).split(sep).join('/');
    return { path: folder === '' ? '/' : `/${folder}`, $: load(readFileSync(file, 'utf8')) };
  });
const parsed = new Map(pages.map(({ path, $ }) => [path, $]));
const absolute = (path: string) => new URL(path, company.siteUrl).href;

/** A page's hreflang links (or a sitemap entry's), `hreflang → href`, in the order it lists them. */
const hreflangSet = ($: CheerioAPI, links = $('link[rel="alternate"][hreflang]')) =>
  new Map(links.map((_, link) => [[link.attribs.hreflang!, link.attribs.href ?? '']]));

test('every page says its language in <html lang>, the one its address gives', () => {
  expect(pages.map((page) => page.path)).toContain('/');
  const langs = pages.map(({ path, $ }) => `${path}: lang="${$('html').attr('lang')}"`);
  expect(langs).toEqual(pages.map(({ path }) => `${path}: lang="${locales[splitLocale(path).locale].lang}"`));
});

// Each page's canonical URL is checked with its other head links (builtSite.test.ts).
test('every hreflang set is complete and reciprocal, with x-default in English and absolute URLs', () => {
  const byUrl = new Map(pages.map((page) => [absolute(page.path), page]));
  const problems: string[] = [];
  let translated = 0;
  for (const { path, $ } of pages) {
    const set = hreflangSet($);
    const { locale, path: english } = splitLocale(path);
    // The addresses of this page in every language it is built in.
    const versions = new Set(pages.filter((p) => splitLocale(p.path).path === english).map((p) => absolute(p.path)));
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
      else if (JSON.stringify([...hreflangSet(other.$)].sort()) !== JSON.stringify([...set].sort()))
        problems.push(`${path} and ${href} list different sets`);
      else if (hreflang !== 'x-default' && locales[splitLocale(new URL(href).pathname).locale].lang !== hreflang)
        problems.push(`${path}: ${hreflang} → ${href} is another language's address`);
    }
    const ogLocale = $('meta[property="og:locale"]').attr('content');
    if (ogLocale !== locales[locale].ogLocale) problems.push(`${path}: og:locale ${ogLocale}`);
  }
  expect(problems).toEqual([]);
  // The home page at least is built in every language.
  expect(translated).toBeGreaterThanOrEqual(Object.keys(locales).length);
});

const $at = (path: string): CheerioAPI => parsed.get(path) ?? expect.unreachable(`${path} is not built`);
const others = localeCodes.filter((locale) => locale !== defaultLocale);
const text = ($: CheerioAPI, selector: string) =>
  Array.from($(selector), (element) => $(element).text().replace(/\s+/g, ' ').trim());
const attrs = ($: CheerioAPI, selector: string, name: string) => Array.from($(selector), (e) => $(e).attr(name));

// Plain links, which work without script: a browser follows them as written.
test("every page's switcher leads to the same page in each language it is built in, else to that language's home", () => {
  const problems: string[] = [];
  for (const [path, $] of parsed) {
    const { locale, path: english } = splitLocale(path);
    const switcher = $(`nav[aria-label="${ui(locale).chrome.languages}"]`);
    expect(switcher, path).toHaveLength(1);
    for (const language of localeCodes) {
      const same = localizedPath(english, language);
      const expected = parsed.has(same) ? same : localizedPath('/', language);
      const href = switcher.find(`a[hreflang="${locales[language].lang}"]`).attr('href');
      if (href !== expected) problems.push(`${path} → ${language}: ${href}, not ${expected}`);
    }
    if (switcher.find('a[aria-current="true"]').attr('hreflang') !== locales[locale].lang)
      problems.push(`${path}: the current language is not marked`);
    if (!text($, 'a').includes(ui(locale).chrome.skipLink)) problems.push(`${path}: no skip link in its language`);
  }
  expect(problems).toEqual([]);
});

const published = await loadPublished();
const releases = withTranslations(published);
it.each(releases.flatMap((release) => others.map((locale) => ({ release, locale }))))(
  'the release $release.path is built in $locale exactly when it is translated, in its words, dateline first, its press office named in it (D82)',
  ({ release, locale }) => {
    const address = localizedPath(release.path, locale);
    expect(parsed.has(address)).toBe(release.translations.includes(locale));
    if (!parsed.has(address)) return;
    const translated = pressReleasesIn(published, locale).find(({ slug }) => slug === release.slug)!;
    const $ = $at(address);
    expect($('meta[name="description"]').attr('content')).toBe(translated.summary);
    expect($('article').text().replace(/\s+/g, ' ')).toContain(`${translated.dateline} – `);
    expect($('main').text()).toContain(`${ui(locale).pressRelease.pressOffice}, ${company.name}`);
    expect($('main').text()).not.toContain(ui('en').pressRelease.pressOffice);
  },
);

describe.each(others)('in %s', (locale) => {
  const words = pageWords[locale];
  const home = () => $at(localizedPath('/', locale));

  it('the home page speaks the language, its news and team translated where they are, English ones marked lang="en"', () => {
    const $ = home();
    const { home: copy } = words;
    expect(text($, 'h1')[0]).toContain(copy.hero.headline[1]);
    expect($(`[aria-label="${copy.hero.label}"]`)).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')).toBe(copy.page.description);
    const titles = [copy.mission.title, copy.byTheNumbers.title, copy.teamCopy.title, copy.contactCopy.title];
    expect(text($, 'h2')).toEqual(expect.arrayContaining(titles));
    expect(text($, '#solutions-container h3')).toEqual(Object.values(copy.solutions).map((card) => card.title));
    const offices = $(`ul[aria-label="${copy.offices.label}"]`).text();
    for (const office of Object.values(copy.offices.cards))
      expect(offices).toContain(`${office.title} (${office.city})`);
    // The white paper page exists in every language: the link stays in this one (D82).
    const paper = $('a').filter((_, link) => $(link).text().trim() === copy.byTheNumbers.linkLabel);
    expect(paper.attr('href')).toBe(localizedPath(whitePaper.path, locale));
    expect(paper.attr('hreflang')).toBeUndefined();
    const items = $('#newsroom-container li').toArray();
    const expected = latestNews(newsListIn(published, locale), 6);
    expect(items).toHaveLength(expected.length);
    for (const [index, item] of expected.entries()) {
      const card = $(items[index]);
      expect(card.find('h3').text()).toContain(item.headline);
      // The item's own words carry its language; the badge and the date are in the page's.
      expect(card.find('h3 [lang]').attr('lang')).toBe(item.lang === locale ? undefined : 'en');
      expect(card.find('a').attr('href')).toBe(item.uri);
    }
    const members = $('[data-team] > li').toArray();
    const team = teamIn(published, locale);
    expect(members).toHaveLength(team.length);
    for (const [index, member] of team.entries()) {
      const role = $(members[index]).find('p').first();
      expect(role.text()).toBe(member.jobtitle);
      expect(role.attr('lang')).toBe(member.lang === locale ? undefined : 'en');
      const name = $(members[index]).find('h3').first().text();
      expect($(members[index]).find(`button[aria-label="${copy.teamCopy.readBiography(name)}"]`)).toHaveLength(1);
    }
  });

  it('its pages link its feed, without hreflang, which holds its translated items only', () => {
    const feedIn = newsFeedIn(locale);
    const $ = home();
    expect($('head link[rel="alternate"][type="application/atom+xml"]:not([hreflang])').attr('href')).toBe(feedIn.path);
    expect(feedIn.path).not.toBe(newsFeed.path);
    expect($(`head link[type="application/atom+xml"][href="${newsFeed.path}"]`)).toHaveLength(0);
    const feed = readFileSync(join(distDir, feedIn.path), 'utf8');
    expect(feed).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locales[locale].lang}">`);
    const translated = newsListIn(published, locale).filter((item) => item.lang === locale);
    expect(load(feed, { xml: true })('feed > entry')).toHaveLength(Math.min(translated.length, newsFeed.size));
  });

  it('the news list and its archive pages mark English cards, and their pager stays under the prefix', () => {
    const list = $at(localizedPath('/news-insights', locale));
    expect(list('main').text().replace(/\s+/g, ' ')).toContain(ui(locale).newsPage.subtitle);
    const marks = attrs(list, 'main li:has(article)', 'lang').map((lang) => lang ?? 'none');
    expect(marks).toHaveLength(Math.min(content.news.length, newsPageSize));
    for (const mark of marks) expect(['none', ...localeCodes.filter((code) => code !== locale)]).toContain(mark);
    for (const [path, $] of parsed) {
      if (!/^\/news-insights\/page\/\d+$/.test(splitLocale(path).path) || splitLocale(path).locale !== locale) continue;
      expect($(`a:contains("${ui(locale).newsPage.archive.searchAll}")`).attr('href'), path).toBe(
        localizedPath('/news-insights', locale),
      );
      const pager = attrs($, 'main nav a', 'href').map((href) => href ?? '');
      expect(pager.length, path).toBeGreaterThan(0);
      for (const href of pager) expect(splitLocale(href).locale, href).toBe(locale);
    }
  });

  it('the partner page speaks the language, with the same pictures, and links the release in it when it is built', () => {
    const copy = words.partner;
    const $ = $at(localizedPath('/xyz', locale));
    expect($('meta[name="description"]').attr('content')).toBe(copy.page.description);
    const main = $('main').text().replace(/\s+/g, ' ');
    for (const paragraph of copy.paragraphs) expect(main).toContain(paragraph);
    expect(attrs($, `aside[aria-label="${copy.photosLabel}"] img`, 'alt')).toEqual(copy.photoAlts);
    expect($(`img[alt="${copy.logoAlt}"]`)).toHaveLength(1);
    const release = $('a').filter((_, link) => $(link).text().includes(copy.pressReleaseLink));
    expect(release).toHaveLength(1);
    const target = splitLocale(release.attr('href') ?? '');
    expect(target.locale).toBe(isTranslated(target.path, locale) ? locale : 'en');
    if (target.locale === 'en') expect(release.attr('hreflang')).toBe('en');
    expect(parsed.has(release.attr('href') ?? '')).toBe(true);
  });

  it('the white paper page speaks the language, dated the same day, and downloads the same file', () => {
    const copy = words.whitePaper;
    const $ = $at(localizedPath(whitePaper.path, locale));
    expect($('meta[name="description"]').attr('content')).toBe(copy.page.description);
    const main = $('main').text().replace(/\s+/g, ' ');
    for (const paragraph of [copy.kicker, ...copy.paragraphs]) expect(main).toContain(paragraph);
    const { intl } = locales[locale];
    const date = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shown = date.format(new Date(`${whitePaper.date}T00:00:00Z`)).toLocaleUpperCase(intl);
    expect($(`time[datetime="${whitePaper.date}"]`).text()).toBe(shown);
    expect($('[data-download]').attr('data-file')).toBe(whitePaper.file);
    expect(text($, '[data-download] button')).toContain(copy.download);
  });
});

test('the English list marks no card with a language', () => {
  const marks = $at('/news-insights')('main li:has(article)').toArray();
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.filter((item) => item.attribs.lang)).toEqual([]);
});

test('the sitemap gives every built page the hreflang set its head lists', () => {
  const $ = load(readFileSync(join(distDir, 'sitemap.xml'), 'utf8'), { xml: true });
  const entries = Array.from($('url'), (url) => ({
    path: new URL($(url).children('loc').text()).pathname,
    alternates: hreflangSet($, $(url).children('xhtml\\:link[rel="alternate"]')),
  }));
  expect(entries.map((entry) => entry.path).sort()).toEqual([...parsed.keys()].sort());
  for (const { path, alternates } of entries) expect(alternates, path).toEqual(hreflangSet($at(path)));
});
