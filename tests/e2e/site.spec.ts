import { splitLocale } from '../../domain/i18n';
import { expect, expectNoAxeViolations, ready, test } from './fixtures';
import { templateRoutes } from './routes';

// What a page's HTML says (status, heading, title, footer without script) is checked for every
// route over the build (tests/site/); here, what needs a browser, once per page template.
for (const route of templateRoutes) {
  const newsList = splitLocale(route.path).path === '/news-insights';
  test(`${route.path} passes axe once its scripts have run, and loads React only if it is the news list`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(route.path);
    await ready(page, ...(newsList ? ['[data-news-list]'] : []));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expectNoAxeViolations(page);
    // Scripts are counted once the network has settled: one loaded late would count too.
    await page.waitForLoadState('networkidle');
    const hydrated = await page.evaluate(() => {
      const root = document.getElementById('root');
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    expect(hydrated).toBe(newsList);
    if (!newsList) expect(scripts.filter((url) => /entry-client-routing/.test(url))).toEqual([]);
  });
}

test('an unknown route shows the not-found page, which passes axe', async ({ page, allowConsole }) => {
  allowConsole(/404 \(Not Found\)/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
