import { budgetTable, measureRoute, problems } from '../support/budgets.mjs';
import { expect, test } from './fixtures';
import { templateRoutes } from './routes';

// A first visit: nobody has answered the consent banner yet.
test.use({ consentAnswered: false });

// Every route's HTML and inline CSS are held to their budgets over the build (tests/site/); what a
// page fetches and runs is the same for every page of a template.
test('every page template stays within its byte budget, asks no other host and sizes its images', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  // Each route in its own page of one context, all at once: most of the time is waiting for the network to settle.
  const paths = [...templateRoutes.map((route) => route.path), '/no-such-page'];
  const rows = await Promise.all(paths.map((path) => measureRoute(context, baseURL!, path)));
  await context.close();
  const table = budgetTable(rows);
  console.log(`Brotli bytes (quality 11) against docs/quality.md, measured / budget:\n${table}`);
  await test.info().attach('budgets.md', { body: table, contentType: 'text/markdown' });
  expect(rows.flatMap(problems), `\n${table}\n`).toEqual([]);
});

test('the measurement sees what a page loads', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const [home, news] = await Promise.all([
    measureRoute(context, baseURL!, '/'),
    measureRoute(context, baseURL!, '/news-insights'),
  ]);
  await context.close();
  // The home page loads its enhancers and the site stylesheet; the news list loads React on top.
  expect(home.js).toBeGreaterThan(2_000);
  expect(home.css).toBeGreaterThan(2_000);
  expect(news.js).toBeGreaterThan(home.js * 5);
});
