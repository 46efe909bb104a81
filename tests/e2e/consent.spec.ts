import { expect, expectNoAxeViolations, failedRequestLog, ready, test } from './fixtures';

test.use({ consentAnswered: false });

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie consent' });

for (const path of ['/', '/news-insights', '/privacy-policy']) {
  test(`${path} asks for analytics consent until answered, and remembers the answer`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expect(banner(page)).toBeVisible();
    // It overlays the page without moving it.
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Reject analytics' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await ready(page);
    await expect(banner(page)).toBeHidden();
  });
}

test('accepting loads no analytics in a demo build, and Cookie settings reopens the choice', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto('/');
  await ready(page);
  const accept = banner(page).getByRole('button', { name: 'Accept analytics' });
  const reject = banner(page).getByRole('button', { name: 'Reject analytics' });
  // Accept and Reject are equally easy: same size, side by side.
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThan(2);
  expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThan(2);
  await accept.click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('nexoform:analytics-consent'))).toBe('granted');
  expect([...hosts].filter((host) => /google|firebase/.test(host))).toEqual([]);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject analytics' }).click();
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('nexoform:analytics-consent'))).toBe('denied');
});

test('before any module script runs, a first visit shows the banner and a visitor who answered never sees it', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedRequestLog);
  allowConsole(/Failed to fetch dynamically imported module/);
  // The banner's visibility is decided by the inline head script alone: block the page's modules.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/privacy-policy');
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('nexoform:analytics-consent', 'granted'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'answered');
  await expect(banner(page)).toBeHidden();
});

// Chromium only: Firefox ESR over BiDi ignores javaScriptEnabled: false.
test(
  'without JavaScript the banner stays hidden: analytics could not run anyway',
  { tag: '@chromium-only' },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await context.close();
  },
);
