import type { Page } from '@playwright/test';
import { whitePaper } from '../../content/identity';
import { expect, expectNoAxeViolations, failedRequestLog, ready, test } from './fixtures';

const back = (page: Page) => page.getByRole('link', { name: 'Back', exact: true });
/** A Back link that goes through history (D8) carries `data-back` in the HTML and is wired by script. */
const historyBack = 'a[data-back]';

// What each press release's page says (headline, date, text, boilerplate) is checked for every
// release over the build (tests/site/); here, what Back does (D8): a page opened from another page
// of the site goes back to it through history, /newsroom's always goes home, and one opened directly
// goes home, never off the site. [opened from (none: directly), the page, where Back goes]
const backCases: [from: string | undefined, path: string, lands: string][] = [
  ['/news-insights', '/newsroom/5x', '/'],
  ['/news-insights', '/news-insights/are-launch', '/news-insights'],
  ['/news-insights', whitePaper.path, '/news-insights'],
  ['/newsroom/xyz', '/xyz', '/newsroom/xyz'],
  [undefined, '/news-insights/are-launch', '/'],
  [undefined, whitePaper.path, '/'],
  [undefined, '/xyz', '/'],
];
for (const [from, path, lands] of backCases)
  test(`${path} opened ${from ? `from ${from}` : 'directly'}: Back goes to ${lands} (D8)`, async ({ page }) => {
    await page.goto(from ?? path);
    if (from) {
      // Followed as a visitor follows a link: the next page then has a referrer.
      await page.evaluate((target) => window.location.assign(target), path);
      await page.waitForURL(`**${path}`);
    }
    // The page's script has run, and its Back link's too when that link goes through history (always
    // for a page opened directly).
    const throughHistory = !from || (await back(page).getAttribute('data-back')) !== null;
    await ready(page, ...(throughHistory ? [historyBack] : []));
    const site = new URL(page.url()).origin;
    await back(page).click();
    await expect(page).toHaveURL(site + lands);
    if (lands === '/') await expect(page.getByRole('region', { name: 'Hero cover' })).toBeVisible();
  });

// Chromium only: Firefox ESR over BiDi does not report downloads.
test(
  'the download goes idle → loading → done, fetches the PDF once and saves it by name',
  { tag: '@chromium-only' },
  async ({ page }) => {
    await page.goto(whitePaper.path);
    await ready(page, '[data-download]');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.pdf')) requests.push(request.url());
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.pdf', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Download the white paper' });
    const downloadEvent = page.waitForEvent('download');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(whitePaper.fileName);
    const done = page.getByRole('button', { name: 'Downloaded' });
    await expect(done).toBeDisabled();
    await expect(done).not.toHaveAttribute('aria-busy', 'true');
    expect(requests).toHaveLength(1);
    const body = await (await page.request.get(whitePaper.file)).body();
    expect(body.subarray(0, 4).toString()).toBe('%PDF');
    await expectNoAxeViolations(page);
  },
);

// Chromium only: Firefox ESR under its remote agent saves a PDF that a tab opens and shows the saved file.
test('on an iPhone the PDF opens in a new tab', { tag: '@chromium-only' }, async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => localStorage.setItem('nexoform:analytics-consent', 'denied'));
  const page = await context.newPage();
  await page.goto(whitePaper.path);
  await ready(page, '[data-download]');
  // A new tab, and a navigation to the PDF: what the tab then does with it is the browser's (the
  // headless shell the tests run saves it; a phone's browser shows it).
  const popup = context.waitForEvent('page');
  const opened = context.waitForEvent(
    'request',
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === whitePaper.file,
  );
  await page.getByRole('button', { name: 'Download the white paper' }).click();
  expect(await popup).not.toBe(page);
  await opened;
  await expect(page.getByRole('button', { name: 'Downloaded' })).toBeDisabled();
  await context.close();
});

test('a failed download returns to idle with a message and a plain link (D9)', async ({ page, allowConsole }) => {
  allowConsole(failedRequestLog);
  await page.route('**/*.pdf', (route) => route.abort());
  await page.goto(whitePaper.path);
  await ready(page, '[data-download]');
  await page.getByRole('button', { name: 'Download the white paper' }).click();
  // The alert region is always in the page; its message is hidden until the download fails.
  await expect(page.getByRole('alert').getByText('The download did not work')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the white paper PDF' })).toHaveAttribute('href', whitePaper.file);
  await expect(page.getByRole('button', { name: 'Download the white paper' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('the partner page shows the five photos at the default 1280 px and hides them at 390 px, with the logo, the heading, the video and the links', async ({
  page,
}) => {
  await page.goto('/xyz');
  await ready(page, '[data-video-facade]');
  const aside = page.getByRole('complementary', { name: 'Project photos' });
  const photos = aside.getByRole('img');
  await expect(photos).toHaveCount(5);
  for (let i = 0; i < 5; i++) await expect(photos.nth(i)).toBeVisible();
  await expect(page.getByRole('img', { name: 'XYZ Spatial logo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XYZ Spatial - a Partnership for the Future');
  await expect(page.getByRole('link', { name: 'View the press release' })).toHaveAttribute('href', '/newsroom/xyz');
  await page.getByRole('button', { name: /^Play video: / }).click();
  await expect(page.locator('video')).toHaveAttribute('controls', '');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(aside).toBeHidden();
});
