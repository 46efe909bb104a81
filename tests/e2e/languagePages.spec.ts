import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { company, whitePaper } from '../../content/identity';
import { newsInsightsCopy as deNews } from '../../content/de/newsInsights';
import { partnerCopy as dePartner } from '../../content/de/partner';
import { whitePaperCopy as deWhitePaper } from '../../content/de/whitePaperPage';
import { localeCodes, locales, type Locale } from '../../content/locales';
import { newsInsightsCopy as roNews } from '../../content/ro/newsInsights';
import { partnerCopy as roPartner } from '../../content/ro/partner';
import { whitePaperCopy as roWhitePaper } from '../../content/ro/whitePaperPage';
import { isTranslated, localizedPath, splitLocale, ui } from '../../domain/i18n';
import { newsPageSize, pageCount } from '../../domain/newsPages';
import { distDir } from '../../scripts/local/serve.mjs';
import { content } from './content';
import { expect, ready, test, typeInto } from './fixtures';
import { routes } from './routes';

type Translated = Exclude<Locale, 'en'>;
const words = {
  de: { news: deNews, partner: dePartner, whitePaper: deWhitePaper },
  ro: { news: roNews, partner: roPartner, whitePaper: roWhitePaper },
} as const;
const translatedLocales = localeCodes.filter((locale): locale is Translated => locale !== 'en');
const { news } = content;
const pages = pageCount(news.length);
const absolute = (path: string) => new URL(path, company.siteUrl).href;

// The cards of the list: list items holding an article (the pager's links are list items too).
const cardItems = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });
/** Each card's headline and the language it is marked in (none: the page's). */
const cardLanguages = async (page: Page): Promise<[headline: string, lang: string | null][]> =>
  cardItems(page).evaluateAll((items) =>
    items.map((item): [string, string | null] => [
      item.querySelector('h2')?.firstChild?.textContent ?? '',
      item.getAttribute('lang'),
    ]),
  );

/** The switcher's link to each language, by its hreflang. */
async function switcherTargets(page: Page, locale: Locale): Promise<Record<string, string | null>> {
  const links = page.getByRole('navigation', { name: ui(locale).chrome.languages }).getByRole('link');
  return Object.fromEntries(
    await links.evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.getAttribute('hreflang'), anchor.getAttribute('href')]),
    ),
  );
}

/** What the switcher on the page at English address `path` should offer: the same page in each language. */
const samePageIn = (path: string) =>
  Object.fromEntries(localeCodes.map((language) => [locales[language].lang, localizedPath(path, language)]));

for (const locale of translatedLocales) {
  test(`the ${locale} news list filters and searches its items, marks those in English and stays under its prefix`, async ({
    page,
  }) => {
    const copy = words[locale].news;
    const listPath = localizedPath('/news-insights', locale);
    await page.goto(listPath);
    await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].lang);
    await expect(page).toHaveTitle(copy.page.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByText(copy.subtitle)).toBeVisible();
    // As prerendered: the first page of the whole list, each card marked in its own language when not the page's.
    const prerendered = new Map(await cardLanguages(page));
    expect(prerendered.size).toBe(Math.min(news.length, newsPageSize));
    for (const lang of prerendered.values())
      expect([null, ...localeCodes.filter((code) => code !== locale)]).toContain(lang);
    await ready(page, '[data-news-list]');
    expect(new Map(await cardLanguages(page))).toEqual(prerendered);
    await expect(switcherTargets(page, locale)).resolves.toEqual(samePageIn('/news-insights'));

    // The count says how many items match, in the language's digits.
    const status = page.locator('[data-news-list] [aria-live="polite"]');
    await expect(status).toContainText(news.length.toLocaleString(locales[locale].intl));

    // A search: every card shown holds the word, the count follows, and the address stays the language's.
    const [firstHeadline] = [...prerendered.keys()];
    const word = firstHeadline!.split(/\s+/).find((part) => part.length > 3) ?? firstHeadline!.split(/\s+/)[0]!;
    await typeInto(page.locator('#news-search'), word);
    await expect(page).toHaveURL((url) => url.pathname === listPath && url.searchParams.get('q') === word);
    await expect.poll(async () => (await cardLanguages(page)).length).toBeGreaterThan(0);
    const found = await cardLanguages(page);
    for (const [headline, lang] of found) {
      expect(headline.toLowerCase()).toContain(word.toLowerCase());
      // The index, fetched after the first paint, keeps each item's language mark.
      if (prerendered.has(headline)) expect(lang).toBe(prerendered.get(headline));
    }
    await expect(status).toContainText(String(found.length));

    // A content type: the address carries the type's value, and the cards are the items of that type.
    await page.locator('#news-search').fill('');
    const typeFilter = page.getByRole('search').getByRole('combobox').first();
    await typeFilter.click();
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL((url) => url.pathname === listPath && url.searchParams.has('type'));
    const type = new URL(page.url()).searchParams.get('type');
    const ofType = news.filter((item) => item.type === type).length;
    await expect(cardItems(page)).toHaveCount(Math.min(ofType, newsPageSize));
    await expect(status).toContainText(ofType.toLocaleString(locales[locale].intl));
  });

  test(`the ${locale} archive pages and the list's pager stay under the prefix`, async ({ page, allowConsole }) => {
    const copy = words[locale].news;
    if (pages === 1) {
      allowConsole(/status of 404/);
      // One page of items: no archive page is built, in any language.
      const response = await page.goto(localizedPath('/news-insights/page/2', locale));
      expect(response?.status()).toBe(404);
      return;
    }
    for (let number = 2; number <= pages; number += 1) {
      const path = localizedPath(`/news-insights/page/${number}`, locale);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].lang);
      await expect(page).toHaveTitle(copy.archive.title(number, pages));
      await expect(page.getByRole('link', { name: copy.archive.searchAll })).toHaveAttribute(
        'href',
        localizedPath('/news-insights', locale),
      );
      const pager = await page
        .getByRole('main')
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(pager.length).toBeGreaterThan(0);
      for (const href of pager) expect(splitLocale(href).locale, href).toBe(locale);
      await expect(switcherTargets(page, locale)).resolves.toEqual(samePageIn(`/news-insights/page/${number}`));
    }
  });

  test(`the ${locale} partner page speaks the language, with the same pictures and video`, async ({ page }) => {
    const copy = words[locale].partner;
    await page.goto(localizedPath('/xyz', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].lang);
    await expect(page).toHaveTitle(copy.page.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.page.description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    for (const paragraph of copy.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
    const photos = page.getByRole('complementary', { name: copy.photosLabel }).locator('img');
    await expect(photos).toHaveCount(copy.photoAlts.length);
    expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
      copy.photoAlts,
    );
    await expect(page.getByRole('img', { name: copy.logoAlt })).toBeVisible();
    const release = page.getByRole('link', { name: copy.pressReleaseLink });
    const href = (await release.getAttribute('href')) ?? '';
    const target = splitLocale(href);
    // To the release in the language when it is built in it, else to the English one, marked so.
    expect(target.locale).toBe(isTranslated(target.path, locale) ? locale : 'en');
    if (target.locale === 'en') await expect(release).toHaveAttribute('hreflang', 'en');
    expect((await page.request.get(href)).status()).toBe(200);
    await expect(switcherTargets(page, locale)).resolves.toEqual(samePageIn('/xyz'));
  });

  test(`the ${locale} white paper page speaks the language and downloads the same file`, async ({ page }) => {
    const copy = words[locale].whitePaper;
    await page.goto(localizedPath(whitePaper.path, locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].lang);
    await expect(page).toHaveTitle(copy.page.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.page.description);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    await expect(page.getByText(copy.kicker, { exact: true })).toBeVisible();
    for (const paragraph of copy.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
    // The date in the language, from the same day.
    const date = page.locator(`time[datetime="${whitePaper.date}"]`);
    await expect(date).toHaveText(
      new Intl.DateTimeFormat(locales[locale].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(`${whitePaper.date}T00:00:00Z`))
        .toLocaleUpperCase(locales[locale].intl),
    );
    await expect(page.locator('[data-download]')).toHaveAttribute('data-file', whitePaper.file);
    await expect(page.getByRole('button', { name: copy.download })).toBeVisible();
    await expect(switcherTargets(page, locale)).resolves.toEqual(samePageIn(whitePaper.path));
  });
}

test('the English list marks no card with a language, and its switcher offers the list in every language', async ({
  page,
}) => {
  await page.goto('/news-insights');
  await ready(page, '[data-news-list]');
  const languages = await cardLanguages(page);
  expect(languages.length).toBeGreaterThan(0);
  expect(languages.filter(([, lang]) => lang !== null)).toEqual([]);
  await expect(switcherTargets(page, 'en')).resolves.toEqual(samePageIn('/news-insights'));
});

test('the sitemap lists every built page, each with the hreflang set its head lists', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1] ?? '',
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)]
      .map(([, hreflang, href]) => `${hreflang} ${href}`)
      .sort(),
  }));
  const problems: string[] = [];
  for (const { loc, alternates } of entries) {
    const path = new URL(loc).pathname;
    let html: string;
    try {
      html = readFileSync(join(distDir, path, 'index.html'), 'utf8');
    } catch {
      problems.push(`${loc} is in the sitemap but not in the build`);
      continue;
    }
    const head = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)]
      .map(([, hreflang, href]) => `${hreflang} ${href}`)
      .sort();
    if (JSON.stringify(head) !== JSON.stringify(alternates))
      problems.push(`${loc}: sitemap ${alternates.join(', ')}; page ${head.join(', ')}`);
  }
  const locs = new Set(entries.map((entry) => entry.loc));
  // Every translated page of the build is in it, under each language's address.
  for (const locale of translatedLocales)
    for (const path of ['/', '/news-insights', '/xyz', whitePaper.path])
      if (!locs.has(absolute(localizedPath(path, locale)))) problems.push(`${localizedPath(path, locale)} is missing`);
  expect(problems).toEqual([]);
  expect(locs.size).toBe(entries.length);
});

// German and Romanian words run long: the list, its archive pages, the partner and the white paper
// pages fit a phone's width in each language without clipping or overflowing text
// (scrollWidth ≤ clientWidth on every box that holds text), as their English pages do.
const phonePages = routes.filter((route) => {
  const { locale, path } = splitLocale(route.path);
  return locale !== 'en' && path !== '/';
});
for (const width of [320, 390]) {
  test(`the translated pages fit ${width} px: no text box clips or overflows, and the page does not scroll sideways`, async ({
    page,
  }) => {
    test.setTimeout(phonePages.length * 10_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const route of phonePages) {
      await page.goto(route.path);
      await page.waitForLoadState('load');
      const found = await page.evaluate(() => {
        const boxes = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
          const style = getComputedStyle(element);
          if (style.display === 'inline' || style.display === 'none' || style.visibility === 'hidden') return false;
          // Visually hidden text (a 1 px box clipped on purpose) is read, not shown.
          if (style.clipPath !== 'none' || style.clip !== 'auto' || element.clientWidth <= 1) return false;
          return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        });
        const overflowing = boxes
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`,
          );
        const root = document.documentElement;
        return root.scrollWidth > root.clientWidth
          ? [...overflowing, `the page is ${root.scrollWidth} px wide`]
          : overflowing;
      });
      problems.push(...found.map((problem) => `${route.path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
