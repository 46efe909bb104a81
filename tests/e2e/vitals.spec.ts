/**
 * Real-user vitals end to end (docs/decisions.md, "Real-user vitals"): the built pages, served as
 * Hosting serves them with `/api/vitals` reaching the `vitals` function (tests/support/test.mjs),
 * send their metrics when hidden once the visitor has accepted analytics; the function counts them
 * per template in the run's emulator and `npm run vitals` prints their 75th percentiles. A
 * visitor who refused sends nothing, one who has not answered loads none of it, and consent given
 * on the page still counts that page's LCP. A CSP violation is counted too; a malformed or oversized report is refused.
 */
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { isPressReleasePath } from '../../domain/routes';
import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';
import { expect, ready, test } from './fixtures';

test.use({ consentAnswered: false });

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const documents = `http://${emulatorHost}/v1/projects/${localProjectId}/databases/(default)/documents`;

/** A document the function wrote today, read with the owner token past the rules (none: not yet written). */
type Field = { integerValue?: string; mapValue?: { fields?: Record<string, { integerValue?: string }> } };
async function today(collection: string, id = ''): Promise<Record<string, Field>> {
  const response = await fetch(`${documents}/${collection}/${new Date().toISOString().slice(0, 10)}${id}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.status === 404 ? {} : (((await response.json()) as { fields?: Record<string, Field> }).fields ?? {});
}

/** What the function has counted for a template today. */
async function countedFor(template: string): Promise<{ reports: number; lcp: number }> {
  const fields = await today('vitals', `_${template}`);
  const lcp = Object.values(fields.LCP?.mapValue?.fields ?? {}).reduce(
    (sum, count) => sum + Number(count.integerValue ?? 0),
    0,
  );
  return { reports: Number(fields.reports?.integerValue ?? 0), lcp };
}

/** The visitor's stored answer to the consent banner, as a page finds it. */
async function answered(context: BrowserContext, answer: 'granted' | 'denied') {
  await context.addInitScript((value) => {
    if (window.location.protocol.startsWith('http')) localStorage.setItem('nexoform:analytics-consent', value);
  }, answer);
}

/** An interaction measured for INP (a click on the page's heading, which does nothing), then leaving. */
async function interactAndLeave(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto('about:blank');
}

const pages = [
  { path: '/', template: 'home' },
  { path: '/news-insights', template: 'news-list' },
  { path: '/privacy-policy', template: 'content' },
];

test('pages send their vitals when hidden, the function counts them, and npm run vitals prints p75 per template', async ({
  page,
  context,
}) => {
  await answered(context, 'granted');
  for (const { path, template } of pages) {
    const before = await countedFor(template);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-vitals', 'observing');
    await interactAndLeave(page);
    await expect.poll(async () => (await countedFor(template)).reports).toBeGreaterThan(before.reports);
  }
  const printed = execFileSync(process.execPath, ['scripts/local/vitals.mjs', '--days', '1'], {
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHost },
  });
  console.log(printed);
  for (const { template } of pages)
    expect(printed).toMatch(
      new RegExp(`^${template}\\s+\\d+\\s+(\\d+ ms|\\d+\\.\\d s)\\s+(\\d+ ms|\\d+\\.\\d s|–)\\s+\\d\\.\\d\\d`, 'm'),
    );
});

/** A press release of the built site (the `news-item` template), taken from its sitemap. */
async function aPressRelease(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const path = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .find(isPressReleasePath);
  if (!path) throw new Error('The sitemap lists no press release.');
  return path;
}

// The `news-item` template is counted by this test alone, so its counts are exact.
test('a visitor who refused sends nothing; consent given on the page starts the vitals and still counts its LCP', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const path = await aPressRelease(request);
  const before = await countedFor('news-item');

  const refused = await browser.newContext({ baseURL });
  await answered(refused, 'denied');
  const refusedPage = await refused.newPage();
  await refusedPage.goto(path);
  await ready(refusedPage);
  await refusedPage.mouse.wheel(0, 200);
  await expect(refusedPage.locator('html')).not.toHaveAttribute('data-vitals', /./);
  await interactAndLeave(refusedPage);
  await refused.close();

  await page.goto(path);
  await ready(page);
  await page.getByRole('heading', { level: 1 }).click();
  // Nothing of the beacon before the answer: the first script holds none of it.
  await expect(page.locator('html')).not.toHaveAttribute('data-vitals', /./);
  await page.getByRole('button', { name: 'Accept analytics' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'observing');
  await interactAndLeave(page);
  await expect.poll(async () => (await countedFor('news-item')).reports).toBeGreaterThan(before.reports);
  // One report, the accepted visit's, with the LCP the page painted before the answer.
  expect(await countedFor('news-item')).toEqual({ reports: before.reports + 1, lcp: before.lcp + 1 });
});

test('a CSP violation is reported to the function and counted without its path', async ({ page, allowConsole }) => {
  allowConsole(/Content Security Policy|Content-Security-Policy/);
  // A host the policy does not name is counted as `other`: a sender cannot add keys (docs/decisions.md, D68).
  const key = encodeURIComponent('img-src other content').replace(/\./g, '%2E');
  const counted = async () =>
    Number((await today('cspReports')).violations?.mapValue?.fields?.[key]?.integerValue ?? 0);
  const before = await counted();
  await page.goto('/privacy-policy');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://blocked.example/pixel.gif?visitor=42';
    image.alt = '';
    document.body.append(image);
  });
  await expect.poll(counted).toBeGreaterThan(before);
});

test('the function refuses a malformed or oversized report, and any method but POST, as served', async ({
  request,
}) => {
  const post = (data: string, contentType = 'text/plain') =>
    request.post('/api/vitals', { data, headers: { 'content-type': contentType } });
  expect((await post('{"template":"home","metrics":[{"name":"LCP","value":-5}]}')).status()).toBe(400);
  expect((await post('not json')).status()).toBe(400);
  const oversized = JSON.stringify({ template: 'home', pad: 'x'.repeat(10_000) });
  expect((await post(oversized)).status()).toBe(413);
  // The method is checked first: an oversized GET is refused for its method.
  expect((await request.fetch('/api/vitals', { method: 'GET', data: oversized })).status()).toBe(405);
  expect((await post('{}', 'text/html')).status()).toBe(415);
});
