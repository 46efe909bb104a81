import type { Page } from '@playwright/test';
import { localeCodes, locales } from '../../content/locales';
import { localizedPath } from '../../domain/i18n';
import { newsPageSize } from '../../domain/newsPages';
import { content } from './content';
import { expect, ready, test, typeInto } from './fixtures';

// How a translated news list behaves; what every translated page says (its words, its links, the
// switcher, English cards marked) is read over the build (tests/site/languages.test.ts).
const { news } = content;

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

for (const locale of localeCodes.filter((code) => code !== 'en'))
  test(`the ${locale} news list filters and searches its items, keeps their language marks and stays under its prefix`, async ({
    page,
  }) => {
    const listPath = localizedPath('/news-insights', locale);
    await page.goto(listPath);
    const prerendered = new Map(await cardLanguages(page));
    await ready(page, '[data-news-list]');
    expect(new Map(await cardLanguages(page))).toEqual(prerendered);
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
    await page.getByRole('search').getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL((url) => url.pathname === listPath && url.searchParams.has('type'));
    const type = new URL(page.url()).searchParams.get('type');
    const ofType = news.filter((item) => item.type === type).length;
    await expect(cardItems(page)).toHaveCount(Math.min(ofType, newsPageSize));
    await expect(status).toContainText(ofType.toLocaleString(locales[locale].intl));
  });
