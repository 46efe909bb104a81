/**
 * Entries that may be untranslated (docs/decisions.md, "Translated entries"): a press release has a
 * page under a language's prefix exactly when it is translated into it, in that language, with
 * hreflang among the languages it exists in; an English-only one is not built there (404) and the
 * switcher leads to that language's home; the language's lists show untranslated entries in
 * English, marked `lang="en"`; each language has a feed of its translated items. Expectations come
 * from the content, so they hold for whatever is translated.
 */
import { company } from '../../content/identity';
import { defaultLocale, localeCodes, locales, type Locale } from '../../content/locales';
import { localizedPath, ui } from '../../domain/i18n';
import { latestNews } from '../../domain/newsOrder';
import { newsFeed, newsFeedIn } from '../../domain/routes';
import { loadPublished } from '../../publishing/entries';
import { newsListIn } from '../../publishing/newsList';
import { withTranslations } from '../../publishing/translatedPages';
import { pressReleasesIn, teamIn } from '../../publishing/translations';
import { expect, test } from './fixtures';

const published = await loadPublished();
const others = localeCodes.filter((locale) => locale !== defaultLocale);
const releases = withTranslations(published);
const absolute = (path: string) => new URL(path, company.siteUrl).href;

for (const release of releases)
  for (const locale of others) {
    const address = localizedPath(release.path, locale);
    if (release.translations.includes(locale))
      test(`${address} is the release in ${locales[locale].nativeName}, with hreflang among its languages`, async ({
        page,
      }) => {
        const translated = pressReleasesIn(published, locale).find(({ slug }) => slug === release.slug)!;
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.headline);
        await expect(page).toHaveTitle(`${translated.headline} | ${company.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', translated.summary);
        // The dateline opens the text.
        await expect(page.locator('article')).toContainText(`${translated.dateline} – `);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(address));
        // Itself, English, the release's other languages and x-default: no language it is not in.
        const languages: Locale[] = [defaultLocale, ...release.translations];
        const alternates = page.locator('head link[rel="alternate"][hreflang]:not([type])');
        expect(
          Object.fromEntries(
            await alternates.evaluateAll((links) =>
              links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
            ),
          ),
        ).toEqual({
          ...Object.fromEntries(
            languages.map((language) => [language, absolute(localizedPath(release.path, language))]),
          ),
          'x-default': absolute(release.path),
        });
        // The switcher: the release in each language it is in, else that language's home.
        const switcher = page.getByRole('navigation', { name: ui(locale).chrome.languages });
        for (const language of localeCodes)
          await expect(switcher.locator(`a[hreflang="${locales[language].lang}"]`)).toHaveAttribute(
            'href',
            localizedPath(languages.includes(language) ? release.path : '/', language),
          );
      });
    else
      test(`${address} is not built: the release is in English only`, async ({ page, request }) => {
        expect((await request.get(address)).status()).toBe(404);
        await page.goto(release.path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(
          page
            .getByRole('navigation', { name: ui(defaultLocale).chrome.languages })
            .locator(`a[hreflang="${locales[locale].lang}"]`),
        ).toHaveAttribute('href', localizedPath('/', locale));
      });
  }

for (const locale of others)
  test(`the ${locales[locale].nativeName} home page shows its news and team translated where they are, English ones marked lang="en"`, async ({
    page,
  }) => {
    await page.goto(localizedPath('/', locale));
    const expected = latestNews(newsListIn(published, locale), 6);
    const items = page.locator('#newsroom-container li');
    await expect(items).toHaveCount(expected.length);
    for (const [index, item] of expected.entries()) {
      await expect(items.nth(index).locator('h3')).toContainText(item.headline);
      // The item's own words carry its language; the badge and the date are in the page's.
      const marked = items.nth(index).locator('h3 [lang]');
      if (item.lang === locale) await expect(marked).toHaveCount(0);
      else await expect(marked).toHaveAttribute('lang', 'en');
      await expect(items.nth(index).locator('a')).toHaveAttribute('href', item.uri);
    }
    const members = page.locator('[data-team] > li');
    const team = teamIn(published, locale);
    await expect(members).toHaveCount(team.length);
    for (const [index, member] of team.entries()) {
      const role = members.nth(index).locator('p').first();
      await expect(role).toHaveText(member.jobtitle);
      if (member.lang === locale) await expect(role).not.toHaveAttribute('lang');
      else await expect(role).toHaveAttribute('lang', 'en');
    }
  });

for (const locale of others)
  test(`the ${locales[locale].nativeName} pages link its feed, which holds its translated items only`, async ({
    page,
    request,
  }) => {
    const feedIn = newsFeedIn(locale);
    await page.goto(localizedPath('/', locale));
    // Without hreflang, which would make it an alternate of the page to search engines.
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]:not([hreflang])');
    await expect(link).toHaveAttribute('href', feedIn.path);
    const response = await request.get(feedIn.path);
    expect(response.status()).toBe(200);
    const feed = await response.text();
    expect(feed).toMatch(
      new RegExp(`<feed xmlns="http://www\\.w3\\.org/2005/Atom" xml:lang="${locales[locale].lang}">`),
    );
    const translated = newsListIn(published, locale).filter((item) => item.lang === locale);
    expect(feed.match(/<entry>/g) ?? []).toHaveLength(Math.min(translated.length, newsFeed.size));
    // The English feed is not this one, and is not linked from the language's home page.
    expect(feedIn.path).not.toBe(newsFeed.path);
    await expect(page.locator(`head link[type="application/atom+xml"][href="${newsFeed.path}"]`)).toHaveCount(0);
  });
