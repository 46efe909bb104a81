import type { Page } from '@playwright/test';
import { content } from './content';
import { filterNews, emptyFilters } from '../../domain/newsFilters';
import { newsFirstScreen, newsPageSize, pageCount } from '../../domain/newsPages';
import { expect, expectNoAxeViolations, failedRequestLog, ready, test, typeInto } from './fixtures';

// The cards' links: list items holding an article (the page links below the grid are list items too).
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .getByRole('link');
const { news } = content;
const headlinesInDateOrder = filterNews(
  news.map((item) => ({ ...item, image: undefined })), // photos do not take part in ordering
  emptyFilters,
).map((item) => item.headline);
const countOf = (predicate: (item: (typeof news)[number]) => boolean) => news.filter(predicate).length;
const resultText = (count: number) => (count === 1 ? '1 result' : `${count} results`);
/** How many cards show for `count` matching items: the list shows one page at a time. */
const onFirstPage = (count: number) => Math.min(count, newsPageSize);
const pages = pageCount(news.length);
const firstHeadlines = headlinesInDateOrder.slice(0, newsPageSize);

async function open(page: Page, query = '') {
  await page.goto(`/news-insights${query}`);
  await ready(page, '[data-news-list]');
}

/** Picks an option of a filter, opening its list if closed, and closes the list with Escape unless told to keep it open. */
async function choose(page: Page, filter: 'Content Type' | 'Year', option: string, close = true) {
  const toggle = page.getByRole('combobox', { name: filter });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('option', { name: option }).click();
  if (close) await page.keyboard.press('Escape');
}
const search = (page: Page, text: string) => typeInto(page.getByLabel('Quick search'), text);

const shownHeadlines = async (page: Page) =>
  (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((text) =>
    text.replace(' (opens in a new tab)', ''),
  );

// One visit: the filters by pointer, by keyboard, then search and years, with Reset Filters between the parts.
test('the first page shows its cards newest first with both filters empty; a type filter is a removable tag and Reset Filters restores everything; both filters work from the keyboard alone; search is case-insensitive and combines with the filters; a change bringing many new cards shows a screenful at once, the grid busy until the rest are in; the years are the distinct ones, newest first, and two show their union; Back goes home', async ({
  page,
}) => {
  const reset = page.getByRole('button', { name: 'Reset Filters' });
  await open(page);
  await expect(cards(page), 'first page').toHaveCount(onFirstPage(news.length));
  expect(await shownHeadlines(page), 'first page, newest first').toEqual(firstHeadlines);
  await expect(page.getByRole('combobox', { name: 'Content Type' })).toHaveText('Select...');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText('Select...');
  await expect(page.getByText(resultText(news.length))).toHaveAttribute('aria-live', 'polite');
  await choose(page, 'Content Type', 'Podcast');
  await expect(cards(page), 'Podcast chosen').toHaveCount(onFirstPage(countOf((item) => item.type === 'Podcast')));
  const badges = page
    .getByRole('main')
    .getByRole('listitem')
    .getByText(/^(Press Release|News Article|White Paper|Blog Post|Event|Podcast)$/);
  for (const badge of await badges.allTextContents()) expect(badge, 'type badge, Podcast chosen').toBe('Podcast');
  await page.getByRole('button', { name: 'Remove Podcast' }).click();
  await expect(cards(page), 'Podcast tag removed').toHaveCount(onFirstPage(news.length));
  await choose(page, 'Content Type', 'News Article');
  await search(page, 'gpu');
  await reset.click();
  await expect(cards(page), 'after Reset Filters').toHaveCount(onFirstPage(news.length));
  await expect(page.getByLabel('Quick search'), 'search after Reset Filters').toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Content Type' })).toHaveText('Select...');
  await expect(page).toHaveURL(/\/news-insights$/);

  const press = async (...keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
  };
  const tags = page.getByRole('button', { name: /^Remove / });
  await page.getByRole('combobox', { name: 'Content Type' }).focus();
  await press('Enter');
  await expect(page.getByRole('listbox'), 'type list opened by Enter').toBeVisible();
  await press('ArrowDown', 'Enter', 'Escape');
  await expect(tags, 'type chosen by keyboard').toHaveCount(1);
  // Tags sit outside the tab order (downshift: ArrowLeft or Backspace from the toggle reaches them).
  await press('Tab');
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeFocused();
  await press('Enter', 'ArrowDown', 'Enter', 'Escape');
  await expect(tags, 'year chosen by keyboard').toHaveCount(2);
  // Fewer results than the whole list (the count, not the cards: they are at most a page).
  await expect(page.getByText(/^\d+ results?/)).not.toHaveText(new RegExp(`^${resultText(news.length)}(,|$)`));
  await press('Backspace');
  await expect(tags, 'tag removed by Backspace').toHaveCount(1);
  await reset.click();

  await search(page, 'PODCAST');
  const podcast = (item: (typeof news)[number]) => item.headline.toLowerCase().includes('podcast');
  await expect(cards(page), 'search PODCAST').toHaveCount(onFirstPage(countOf(podcast)));
  await choose(page, 'Year', '2025');
  await expect(cards(page), 'search PODCAST, year 2025').toHaveCount(
    onFirstPage(countOf((item) => podcast(item) && item.date.startsWith('2025'))),
  );
  await search(page, 'no such headline anywhere');
  await expect(page.getByText('No news matches these filters.')).toBeVisible();
  // What the first render after the click leaves in the list, read as soon as the grid appears (a
  // mutation observer runs before the browser's next task, so before any deferred render).
  type FirstGrid = Window & { firstGrid?: Promise<{ cards: number; busy: boolean }> };
  await page.evaluate(() => {
    const list = document.querySelector('[data-news-list]')!;
    (window as FirstGrid).firstGrid = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const grid = [...list.querySelectorAll('ul')].find((ul) => ul.querySelector('article'));
        if (!grid) return;
        observer.disconnect();
        resolve({ cards: grid.querySelectorAll('article').length, busy: grid.getAttribute('aria-busy') === 'true' });
      });
      observer.observe(list, { childList: true, subtree: true });
    });
  });
  // Every card of the first page is new.
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  const all = onFirstPage(news.length);
  const first = await page.evaluate(() => (window as FirstGrid).firstGrid);
  expect(first).toEqual({ cards: Math.min(all, newsFirstScreen), busy: all > newsFirstScreen });
  await expect(cards(page)).toHaveCount(all);
  await expect(page.locator('[data-news-list] ul[aria-busy]')).toHaveCount(0);
  expect(await shownHeadlines(page)).toEqual(firstHeadlines);
  await page.getByRole('combobox', { name: 'Year' }).click();
  await expect(page.getByRole('option')).toHaveText(
    [...new Set(news.map((item) => item.date.slice(0, 4)))].sort().reverse(),
  );
  await expectNoAxeViolations(page);
  await choose(page, 'Year', '2023', false);
  await choose(page, 'Year', '2025');
  await expect(page.getByText(resultText(countOf((item) => /^(2023|2025)/.test(item.date))))).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Chromium only: Firefox ESR over BiDi ignores javaScriptEnabled: false.
test(
  'without JavaScript every item is reachable, a page at a time, through the archive pages',
  { tag: '@chromium-only' },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The query does nothing without script: the prerendered first page of the whole list.
    await page.goto('/news-insights?type=Podcast');
    const seen: string[] = [];
    const visited: string[] = [];
    for (;;) {
      visited.push(new URL(page.url()).pathname);
      const headlines = await shownHeadlines(page);
      expect(headlines.length).toBeGreaterThan(0);
      expect(headlines.length).toBeLessThanOrEqual(newsPageSize);
      seen.push(...headlines);
      const next = page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    expect(seen).toEqual(headlinesInDateOrder);
    const all = Array.from({ length: pages }, (_, i) => (i === 0 ? '/news-insights' : `/news-insights/page/${i + 1}`));
    expect(visited).toEqual(all);
    await context.close();
  },
);

// One visit: paging, from the page as loaded; then, after Reset Filters, the filters in the URL.
test('the list pages through what matches, with the page in the URL, the count announced and focus kept; the URL carries the filters, a reload keeps them, Back/Forward restore them, and a shared link opens filtered', async ({
  page,
}) => {
  await open(page);
  const status = page.getByText(/^\d+ results?/);
  // Everything fits on one page: no page links at all.
  if (pages === 1) await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
  else {
    await expect(status).toHaveText(`${resultText(news.length)}, page 1 of ${pages}`);
    await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/news-insights\?page=2$/);
    await expect(status).toHaveText(`${resultText(news.length)}, page 2 of ${pages}`);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeFocused();
    const second = headlinesInDateOrder.slice(newsPageSize, newsPageSize * 2);
    await expect.poll(() => shownHeadlines(page), 'page 2').toEqual(second);
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await ready(page, '[data-news-list]');
    await expect.poll(() => shownHeadlines(page), 'page 2 reloaded').toEqual(second);
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/news-insights$/);
    await expect.poll(() => shownHeadlines(page), 'page 1 after Back').toEqual(firstHeadlines);
    await page.evaluate(() => history.forward());
    await expect(page).toHaveURL(/\?page=2$/);
    // A new search starts from the first page of what matches, and says so in the URL.
    await search(page, 'a');
    await expect(page).toHaveURL(/\?q=a$/);
    await expect(cards(page)).toHaveCount(onFirstPage(countOf((item) => item.headline.toLowerCase().includes('a'))));
  }

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await choose(page, 'Content Type', 'Podcast');
  await expect(page).toHaveURL(/\?type=Podcast$/);
  await search(page, 'gpu');
  await expect(page).toHaveURL(/\?type=Podcast&q=gpu$/);
  const filtered = countOf((item) => item.type === 'Podcast' && item.headline.toLowerCase().includes('gpu'));
  await page.reload();
  await ready(page, '[data-news-list]');
  await expect(cards(page), 'Podcast and gpu, reloaded').toHaveCount(onFirstPage(filtered));
  await expect(page.getByLabel('Quick search')).toHaveValue('gpu');
  // Typing replaced its entry: one Back leaves the type filter but not the search.
  // history.back() is what the browser's Back does within one document; page.goBack() would wait
  // for a load event that Firefox over BiDi does not report for a same-document entry.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/news-insights$/);
  await expect(cards(page), 'Back from Podcast and gpu').toHaveCount(onFirstPage(news.length));
  await page.evaluate(() => history.forward());
  await expect(page).toHaveURL(/\?type=Podcast&q=gpu$/);
  await expect(cards(page), 'Forward to Podcast and gpu').toHaveCount(onFirstPage(filtered));
  await open(page, '?type=White+Paper&year=2025');
  await expect(cards(page), 'shared link').toHaveCount(
    onFirstPage(countOf((item) => item.type === 'White Paper' && item.date.startsWith('2025'))),
  );
  await expect(page.getByRole('button', { name: 'Remove White Paper' })).toBeVisible();
});

test('without the index the prerendered list still works, and it becomes interactive once back online', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedRequestLog);
  // The index of every item is lost on the way (offline, or a request cut short): no page error,
  // the first page of cards and the archive links as prerendered.
  let blocked = true;
  await page.route('**/assets/news-index.*.json', (route) => (blocked ? route.abort() : route.fallback()));
  await page.goto('/news-insights');
  await expect(cards(page)).toHaveCount(onFirstPage(news.length));
  await expect(page.locator('[data-news-list][data-enhanced]')).toHaveCount(0);
  if (news.length > newsPageSize) await expect(page.getByRole('link', { name: /next/i }).first()).toBeVisible();
  // The list's script has seen the index fail and waits for the browser to be back online.
  await expect(page.locator('[data-news-list][data-waiting-online]')).toHaveCount(1);
  // Back online: the list hydrates and filters.
  blocked = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await ready(page, '[data-news-list]');
  await page.getByLabel('Quick search').pressSequentially(news[0]!.headline.split(' ')[0]!);
  await expect(cards(page).first()).toBeVisible();
});

test('internal cards link inside the site and external ones open a new tab', async ({ page }) => {
  // One card of each kind, from the first page when it has one; else found with the search.
  const firstPage = filterNews(news, emptyFilters).slice(0, newsPageSize);
  const pick = (internal: boolean) =>
    firstPage.find((item) => (item.target === 'self') === internal) ??
    news.find((item) => (item.target === 'self') === internal);
  const showing = (item: (typeof news)[number] | undefined) =>
    open(page, item && !firstPage.includes(item) ? `?q=${encodeURIComponent(item.headline)}` : '');
  const [internal, external] = [pick(true), pick(false)];
  await showing(external);
  const externalLink = page.getByRole('link', { name: new RegExp(`${external?.headline}.*opens in a new tab`) });
  await expect(externalLink).toHaveAttribute('target', '_blank');
  await expect(externalLink).toHaveAttribute('rel', 'noopener noreferrer');
  await showing(internal);
  const internalLink = page.getByRole('link', { name: new RegExp(internal?.headline ?? '') });
  await expect(internalLink).toHaveAttribute('href', internal?.uri ?? '');
  await expect(internalLink).not.toHaveAttribute('target', /.*/);
  await internalLink.click();
  await expect(page).toHaveURL(new RegExp(`${internal?.uri}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(internal?.headline ?? '');
});

/**
 * The cards of the list as laid out: per card its box, its list's box, and whether anything in it
 * (photo, badges, headline, date) reaches outside the card or a headline runs wider than itself.
 */
async function cardLayout(page: Page) {
  return cards(page).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const list = item.parentElement!.getBoundingClientRect();
      const outside = [...item.querySelectorAll('img, h2, h3, time, span')]
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        // Visually hidden text (1 px) is not laid out where it is read.
        .filter(({ rect }) => rect.width > 1 && rect.height > 1)
        .filter(
          ({ rect }) =>
            rect.left < box.left - 0.5 ||
            rect.right > box.right + 0.5 ||
            rect.top < box.top - 0.5 ||
            rect.bottom > box.bottom + 0.5,
        )
        .map(({ element }) => element.outerHTML.slice(0, 80));
      const headline = item.querySelector('h2, h3');
      const wide = headline && headline.scrollWidth > headline.clientWidth + 1 ? ['headline wider than its card'] : [];
      return {
        top: box.top,
        height: box.height,
        width: box.width,
        inList: box.left >= list.left - 0.5 && box.right <= list.right + 0.5,
        overflow: [...outside, ...wide],
      };
    }),
  );
}

/** Every row of cards (same top) shares one height, every card sits in its list, nothing spills out. */
function expectTidyRows(layout: Awaited<ReturnType<typeof cardLayout>>) {
  const rows = new Map<number, number[]>();
  for (const card of layout) {
    const row = [...rows.keys()].find((top) => Math.abs(top - card.top) <= 1) ?? card.top;
    rows.set(row, [...(rows.get(row) ?? []), card.height]);
  }
  for (const [top, heights] of rows) {
    const spread = Math.max(...heights) - Math.min(...heights);
    expect(spread, `cards of the row at ${Math.round(top)} px`).toBeLessThanOrEqual(1);
  }
  expect(layout.filter((card) => !card.inList)).toEqual([]);
  expect(layout.flatMap((card) => card.overflow)).toEqual([]);
}

/**
 * Every card's layout, the viewport made as tall as the page first: the browser lays out and
 * paints a card only near the viewport (`content-visibility: auto`, pages/news-insights/NewsInsights.css.ts),
 * and a card not rendered has no layout to check.
 */
async function everyCardLayout(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  await expect
    .poll(async () => {
      // A card's height is a guess until it is rendered, so the page's height is read again each time.
      await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      // A card's content is skipped while it is off screen: checkVisibility says so.
      return cards(page).evaluateAll((links) =>
        links.every((link) => link.checkVisibility({ contentVisibilityAuto: true })),
      );
    })
    .toBe(true);
  return cardLayout(page);
}

/** Types a search and picks a year, as a visitor does: key by key, so shifts right after an input are the visitor's own. */
async function narrowDown(page: Page) {
  await page.getByLabel('Quick search').pressSequentially('data');
  await choose(page, 'Year', '2025');
  await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
}

// Photos below the fold load lazily; the first card's have loaded once the page has settled.
const firstCardLoaded = (page: Page) =>
  cards(page)
    .first()
    .evaluate((card) => [...card.querySelectorAll('img')].every((img) => img.complete));

test('filtering shifts nothing on its own (CLS 0)', async ({ page }) => {
  type Shifts = { shifts: { value: number; hadRecentInput: boolean }[] };
  await page.addInitScript(() => {
    const shifts: Shifts['shifts'] = [];
    (window as unknown as Shifts).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shifts['shifts'])
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page);
  await expect.poll(() => firstCardLoaded(page)).toBe(true);
  await narrowDown(page);
  // Images of the cards that moved up load late: look once the first card's have loaded.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => firstCardLoaded(page)).toBe(true);
  const shifts = await page.evaluate(() => (window as unknown as Shifts).shifts);
  expect(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
});

test('cards of a row share a height and nothing overflows, before and after filtering', async ({ page }) => {
  await open(page);
  await expect.poll(() => firstCardLoaded(page)).toBe(true);
  const before = await everyCardLayout(page);
  expect(before).toHaveLength(onFirstPage(news.length));
  expectTidyRows(before);
  await narrowDown(page);
  await page.waitForLoadState('networkidle');
  const after = await everyCardLayout(page);
  expectTidyRows(after);
  // The columns do not depend on which cards are shown.
  if (after.length > 0) expect(after[0]!.width).toBeCloseTo(before[0]!.width, 0);
});
