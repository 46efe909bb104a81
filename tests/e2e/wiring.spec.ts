import type { Page } from '@playwright/test';
import { splitLocale } from '../../domain/i18n';
import { mailHolding } from './emulator';
import {
  answered,
  emulatorHost,
  expect,
  expectNoAxeViolations,
  failedRequestLog,
  ownTag,
  privacyLabel,
  ready,
  test,
  typeInto,
} from './fixtures';
import { templateRoutes } from './routes';

/*
 * One module graph per page (docs/decisions.md, "Performance"): a page's script and every chunk it
 * loads later share their modules, so each enhancer wires once per page view. Every wiring leaves a
 * performance mark (`components/enhanced.ts`): `enhance:<hook>` when an enhancer has wired a root,
 * `enhance-on-use:<hook>` when a root waits for its first use. A module evaluated twice wires its
 * roots twice: more marks than roots.
 */

type Wiring = { hook: string; roots: number; wired: number; waiting: number };

/** Per hook: the wired roots on the page (`data-enhanced`) and the marks their enhancers left. */
function wiring(page: Page): Promise<Wiring[]> {
  return page.evaluate(() => {
    const marks = performance.getEntriesByType('mark').map((entry) => entry.name);
    const hooks = new Set(marks.filter((name) => name.startsWith('enhance')).map((name) => name.split(':')[1] ?? ''));
    return [...hooks].sort().map((hook) => ({
      hook,
      roots: document.querySelectorAll(`[data-${hook}][data-enhanced="true"]`).length,
      wired: marks.filter((name) => name === `enhance:${hook}`).length,
      waiting: marks.filter((name) => name === `enhance-on-use:${hook}`).length,
    }));
  });
}

/** Each root was wired at most once and waited at most once for its first use; each has its mark. */
async function expectEachWiredOnce(page: Page, context: string) {
  const rows = await wiring(page);
  expect(rows.length, `${context}: marks on the page`).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.wired, `${context}: ${row.hook} wired once per root`).toBeLessThanOrEqual(row.roots);
    expect(row.waiting, `${context}: ${row.hook} waits once per root`).toBeLessThanOrEqual(row.roots);
    expect(Math.max(row.wired, row.waiting), `${context}: every ${row.hook} root has its mark`).toBe(row.roots);
  }
}

/** The page's script and whatever it requested have arrived. */
async function settled(page: Page, ...hooks: string[]) {
  await ready(page, ...hooks);
  await page.waitForLoadState('networkidle');
}

// What a page's HTML says (status, heading, title, footer without script) is checked for every
// route over the build (tests/site/); here, what needs a browser, once per page template.
for (const route of templateRoutes) {
  const newsList = splitLocale(route.path).path === '/news-insights';
  test(`${route.path} passes axe once its scripts have run, wires each enhancer once, and loads React only if it is the news list`, async ({
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
    expect(hydrated, 'React hydrated the page').toBe(newsList);
    if (!newsList) expect(scripts.filter((url) => /entry-client-routing/.test(url))).toEqual([]);
    await expectEachWiredOnce(page, route.path);
  });
}

test('an unknown route shows the not-found page, links home, passes axe and wires once', async ({
  page,
  allowConsole,
}) => {
  // The missing page is served with its status, 404, which the browser logs.
  allowConsole(/status of 404/);
  await page.goto('/no-such-page');
  await settled(page);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
  await expectEachWiredOnce(page, '/no-such-page');
});

/** Fills in an enquiry of this test alone (its name carries the test's tag); returns the count stored of it. */
async function fill(page: Page) {
  const values = {
    Name: `Ada Lovelace ${ownTag()}`,
    Company: 'Analytical Engines',
    Email: 'ada@engines.example',
    'Phone number': '+44 20 7946 0000',
    'What would you like to talk to us about?': 'A 5 MW hall',
  };
  for (const [label, value] of Object.entries(values)) await typeInto(page.getByLabel(label, { exact: true }), value);
  await page.getByLabel(privacyLabel).check();
  return async () => (await mailHolding(values.Name)).length;
}

for (const failFirst of [false, true])
  test(`on a phone, the home page after a ${failFirst ? 'failed send and a retry' : 'send'}, each enhancer is still wired once and the menu opens with one click`, async ({
    page,
    allowConsole,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settled(page, '[data-nav]', '[data-contact-form]');
    await expectEachWiredOnce(page, 'loaded');
    const stored = await fill(page);
    if (failFirst) {
      allowConsole(/The enquiry could not be sent/);
      allowConsole(failedRequestLog);
      await page.route(`http://${emulatorHost}/**`, (route) => route.abort());
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    if (failFirst) {
      await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible(answered);
      await expectEachWiredOnce(page, 'after a failed send');
      await page.unroute(`http://${emulatorHost}/**`);
      await page.getByRole('button', { name: 'Retry' }).click();
    }
    await expect(page.getByRole('button', { name: 'Your request has been sent' })).toBeVisible(answered);
    await page.waitForLoadState('networkidle');
    await expectEachWiredOnce(page, failFirst ? 'after a retry' : 'after a send');
    // On a phone the items sit behind the menu button: one click opens the menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    const toggle = page.locator('[data-nav-toggle]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-nav-menu]')).toHaveAttribute('data-open', '');
    expect(await stored()).toBe(1);
  });
