/**
 * Real-user vitals end to end (docs/decisions.md, "Real-user vitals"): the built pages, served as
 * Hosting serves them with `/api/vitals` reaching the `vitals` function (tests/support/test.mjs),
 * send their metrics when hidden; the function counts them in the run's emulator; `npm run vitals`
 * prints their 75th percentiles. A CSP violation is counted too; a malformed or oversized report
 * is refused; a visitor who refused analytics sends nothing.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { localEmulatorHost, localProjectId } from '../../services/localBackend.mjs';
import { expect, test } from './fixtures';

test.use({ consentAnswered: false });

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const documents = `http://${emulatorHost}/v1/projects/${localProjectId}/databases/(default)/documents`;
const today = () => new Date().toISOString().slice(0, 10);

/** How many reports the function has counted for a template today (the owner token reads past the rules). */
async function reportsFor(template: string): Promise<number> {
  const response = await fetch(`${documents}/vitals/${today()}_${template}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return 0;
  const body = (await response.json()) as { fields?: { reports?: { integerValue?: string } } };
  return Number(body.fields?.reports?.integerValue ?? 0);
}

/** Loads a page, interacts once it listens, and leaves it, which hides it and sends the beacon. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-vitals', 'waiting');
  await page.mouse.wheel(0, 200);
  await expect(html).toHaveAttribute('data-vitals', 'observing');
  // An interaction measured for INP: a click on the page's heading (nothing happens).
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
}) => {
  for (const { path, template } of pages) {
    const before = await reportsFor(template);
    await visit(page, path);
    await expect.poll(() => reportsFor(template)).toBeGreaterThan(before);
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

test('a visitor who refused analytics sends nothing', async ({ page, context }) => {
  await page.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) localStorage.setItem('nexoform:analytics-consent', 'denied');
  });
  // Counted on this browser context only: other tests' pages report in parallel.
  let beacons = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons += 1;
  });
  await page.goto('/accessibility');
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'answered');
  await page.mouse.wheel(0, 200);
  await page.getByRole('heading', { level: 1 }).click();
  // The page never listened for the first interaction, so nothing was loaded or measured.
  await expect(page.locator('html')).not.toHaveAttribute('data-vitals', /./);
  await page.goto('about:blank');
  expect(beacons).toBe(0);
});

test('a CSP violation is reported to the function and counted without its path', async ({ page, allowConsole }) => {
  allowConsole(/Content Security Policy|Content-Security-Policy/);
  const key = encodeURIComponent('img-src https://blocked.example content').replace(/\./g, '%2E');
  const counted = async () => {
    const response = await fetch(`${documents}/cspReports/${today()}`, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return 0;
    const body = (await response.json()) as {
      fields?: { violations?: { mapValue?: { fields?: Record<string, { integerValue?: string }> } } };
    };
    return Number(body.fields?.violations?.mapValue?.fields?.[key]?.integerValue ?? 0);
  };
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

test('the function refuses a malformed or oversized report, as served', async ({ request }) => {
  const post = (data: string, contentType = 'text/plain') =>
    request.post('/api/vitals', { data, headers: { 'content-type': contentType } });
  expect((await post('{"template":"home","metrics":[{"name":"LCP","value":-5}]}')).status()).toBe(400);
  expect((await post('not json')).status()).toBe(400);
  expect((await post(JSON.stringify({ template: 'home', pad: 'x'.repeat(10_000) }))).status()).toBe(413);
  expect((await post('{}', 'text/html')).status()).toBe(415);
});
