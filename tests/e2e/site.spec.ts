import { splitLocale, ui } from '../../domain/i18n';
import { expect, expectNoAxeViolations, ready, test } from './fixtures';
import { routes } from './routes';

for (const route of routes) {
  // A route in another language is its English page under the language's prefix.
  const { locale, path: englishPath } = splitLocale(route.path);
  test.describe(`route ${route.path}`, () => {
    test('answers 200 with its heading and title, and passes axe', async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
      await expectNoAxeViolations(page);
    });

    test('shows its heading and footer with JavaScript off', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('contentinfo')).toContainText(
        locale === 'en' ? '© 2020 - 2025 Nexoform, LLC' : ui(locale).chrome.footerLine,
      );
      await context.close();
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

test('an unknown route answers 404 with the not-found page', async ({ page, allowConsole }) => {
  allowConsole(/404 \(Not Found\)/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
