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
  // The measurement sees what a page loads: the home page its enhancers and the site stylesheet,
  // the news list React on top.
  const [home, news] = ['/', '/news-insights'].map((path) => rows.find((row) => row.path === path));
  expect(home!.js, 'JS measured on the home page').toBeGreaterThan(2_000);
  expect(home!.css, 'CSS measured on the home page').toBeGreaterThan(2_000);
  expect(news!.js, 'JS measured on the news list').toBeGreaterThan(home!.js * 5);
  const table = budgetTable(rows);
  console.log(`Brotli bytes (quality 11) against docs/quality.md, measured / budget:\n${table}`);
  await test.info().attach('budgets.md', { body: table, contentType: 'text/markdown' });
  expect(rows.flatMap(problems), `\n${table}\n`).toEqual([]);
});
