import { splitLocale } from '../../domain/i18n';
import { expect, expectNoAxeViolations, ready, test } from './fixtures';
import { templateRoutes } from './routes';

// What a page's HTML says (status, heading, title, footer without script) is checked for every
// route over the build (tests/site/); here, what needs a browser, once per page template.
for (const route of templateRoutes) {
  const { path: englishPath } = splitLocale(route.path);
  test.describe(`route ${route.path}`, () => {
    test('passes axe once its scripts have run', async ({ page }) => {
      await page.goto(route.path);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expectNoAxeViolations(page);
    });

    test('loads React in the browser only on the news list', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      // The list says when hydration has ended; the network settles before its scripts have run.
      if (englishPath === '/news-insights') await ready(page, '[data-news-list]');
      const hydrated = await page.evaluate(() => {
        const root = document.getElementById('root');
        return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      });
      expect(hydrated).toBe(englishPath === '/news-insights');
      if (englishPath !== '/news-insights')
        expect(scripts.filter((url) => /entry-client-routing/.test(url))).toEqual([]);
    });
  });
}

test('an unknown route shows the not-found page, which passes axe', async ({ page, allowConsole }) => {
  allowConsole(/404 \(Not Found\)/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
