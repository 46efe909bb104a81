import { whitePaper } from '../../content/identity';
import { defaultLocale, localeCodes, locales, pageWords } from '../../content/locales';
import { localizedPath, splitLocale, ui } from '../../domain/i18n';
import { routes } from './routes';
import { expect, test } from './fixtures';

// How the languages behave in a browser; what each built page says of its language is read in
// Node, over dist/ (tests/site/languages.test.ts).

test('the header switches language with plain links: to the same page when it is translated, else to that home', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(localizedPath('/', 'de'));
  const switcher = page.getByRole('navigation', { name: ui('de').chrome.languages });
  await expect(switcher.locator('a[aria-current="true"]')).toHaveAttribute('hreflang', 'de');
  await switcher.getByRole('link', { name: `RO ${locales.ro.nativeName}` }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath('/', 'ro')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('link', { name: ui('ro').chrome.skipLink })).toBeAttached();
  // A page in English only (while the content has one: a release without a German translation)
  // offers each language's home page.
  const englishOnly = routes.find(
    ({ path }) =>
      splitLocale(path).locale === defaultLocale && !routes.some((route) => route.path === localizedPath(path, 'de')),
  );
  if (englishOnly) {
    await page.goto(englishOnly.path);
    await page
      .getByRole('navigation', { name: ui('en').chrome.languages })
      .getByRole('link', { name: `DE ${locales.de.nativeName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/', 'de')}$`));
  }
  await context.close();
});

test("every other language's home page speaks its language, with English entries marked lang=en", async ({ page }) => {
  for (const locale of localeCodes.filter((code) => code !== defaultLocale)) {
    const words = pageWords[locale].home;
    await page.goto(localizedPath('/', locale));
    await expect(page).toHaveTitle(words.page.title);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.hero.headline[1]);
    await expect(page.getByRole('region', { name: words.hero.label })).toBeVisible();
    for (const title of [words.mission.title, words.byTheNumbers.title, words.teamCopy.title, words.contactCopy.title])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', words.page.description);
    for (const card of Object.values(words.solutions))
      await expect(
        page.locator('#solutions-container').getByRole('heading', { level: 3, name: card.title }),
      ).toBeVisible();
    const offices = page.getByRole('list', { name: words.offices.label });
    for (const office of Object.values(words.offices.cards))
      await expect(offices).toContainText(`${office.title} (${office.city})`);
    // The white paper page exists in every language: the link stays in this one (D82).
    const whitePaperLink = page.getByRole('link', { name: words.byTheNumbers.linkLabel });
    await expect(whitePaperLink).toHaveAttribute('href', localizedPath(whitePaper.path, locale));
    await expect(whitePaperLink).not.toHaveAttribute('hreflang');
    // The news preview's untranslated items are English entries: each is marked so
    // (tests/e2e/translatedEntries.spec.ts checks each item against the content).
    const items = page.locator('#newsroom-container li');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) expect(['en', null]).toContain(await item.getAttribute('lang'));
    const member = page.locator('[data-team] li').first();
    await expect(
      member.getByRole('button', {
        name: words.teamCopy.readBiography(await member.locator('h3').first().innerText()),
      }),
    ).toBeVisible();
  }
});
