import type { Page, Request } from '@playwright/test';
import { brotliCompressSync } from 'node:zlib';
import { emulatorHost, expect, failedRequestLog, privacyLabel, test } from '../fixtures';
import { mailHolding } from '../emulator';

// A production-like build (tests/support/test.mjs): a non-demo project, so App Check with reCAPTCHA
// Enterprise is on (D17); the write still goes to this run's emulator. No test reaches Google:
// reCAPTCHA and the token exchange are blocked or answered here.
const project = process.env.E2E_PRODUCTION_LIKE_PROJECT ?? 'nexoform-production-like';

const isRecaptcha = (url: string | URL) => /^https:\/\/www\.(google|gstatic)\.com\/recaptcha\//.test(String(url));
const isExchange = (url: string | URL) => String(url).startsWith('https://content-firebaseappcheck.googleapis.com/');

async function fill(page: Page, nature: string) {
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Company', { exact: true }).fill('Analytical Engines');
  await page.getByLabel('Email', { exact: true }).fill('ada@analytical.example');
  await page.getByLabel('Phone number', { exact: true }).fill('+44 20 7946 0000');
  await page.getByLabel('What would you like to talk to us about?').fill(nature);
  await page.getByLabel(privacyLabel).check();
}

async function openForm(page: Page) {
  await page.goto('/#contactform-container');
  await expect(page.locator('[data-contact-form][data-enhanced]')).toBeAttached();
}

test('with reCAPTCHA blocked, the visitor gets the failure path and nothing is written', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/The enquiry could not be sent/);
  allowConsole(failedRequestLog);
  const external: string[] = [];
  page.on('request', (request) => {
    if (isRecaptcha(request.url()) || isExchange(request.url())) external.push(request.url());
  });
  await page.route(isRecaptcha, (route) => route.abort('blockedbyclient'));
  await page.route(isExchange, (route) => route.abort('blockedbyclient'));
  await openForm(page);
  await page.waitForLoadState('networkidle');
  expect(external, 'nothing of App Check before the visitor starts on the form').toEqual([]);

  const marker = `Blocked ${Date.now()}`;
  await fill(page, marker);
  await expect.poll(() => external.some(isRecaptcha), 'reCAPTCHA asked for on first interaction').toBe(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  // The token wait ends on its own (services/appCheck.ts), well inside the send's 15 s.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Your request could not be sent')).toBeVisible();
  await expect(alert.getByRole('link', { name: 'enquiries@nexoform.example' })).toBeVisible();
  await expect(page.getByLabel('What would you like to talk to us about?')).toHaveValue(marker);
  expect(await mailHolding(marker, project)).toEqual([]);
});

test('with a token, the write carries it; the first interaction’s JavaScript is measured', async ({ page }) => {
  const appCheckToken = 'production-like-app-check-token';
  // A stand-in for reCAPTCHA Enterprise's script and for the token exchange.
  await page.route(isRecaptcha, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      // execute() reports success through the widget's callback, as the real one does.
      body: `let widget;
        window.grecaptcha = { enterprise: { ready: (done) => done(),
          render: (_container, options) => { widget = options; return 1; },
          execute: () => { widget.callback('recaptcha-token'); return Promise.resolve('recaptcha-token'); } } };`,
    }),
  );
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'POST',
  };
  await page.route(isExchange, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          headers: cors,
          contentType: 'application/json',
          body: JSON.stringify({ token: appCheckToken, ttl: '3600s' }),
        }),
  );
  const ownScripts: { url: string; afterInteraction: boolean }[] = [];
  let interacted = false;
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && !isRecaptcha(request.url()))
      ownScripts.push({ url: request.url(), afterInteraction: interacted });
  });
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://${emulatorHost}/`) && request.method() === 'POST') writes.push(request);
  });
  await openForm(page);
  await page.waitForLoadState('networkidle');
  interacted = true;
  await page.getByLabel('Name', { exact: true }).focus();
  await expect.poll(() => ownScripts.filter((script) => script.afterInteraction).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const firstInteraction = ownScripts.filter((script) => script.afterInteraction).map((script) => script.url);
  let bytes = 0;
  for (const url of firstInteraction)
    bytes += brotliCompressSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  test.info().annotations.push({
    type: 'bytes',
    description: `JS the form loads on first interaction: ${bytes} B brotli in ${firstInteraction.length} files (reCAPTCHA's own script not counted)`,
  });
  // Budget (docs/decisions.md, "App Check"): App Check and the Firebase app, about 13.6 KB today.
  expect(bytes).toBeLessThanOrEqual(16 * 1024);

  const marker = `Token ${Date.now()}`;
  await fill(page, marker);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Your request has been sent' })).toBeDisabled();
  expect(writes.length).toBeGreaterThan(0);
  for (const write of writes) expect(await write.headerValue('x-firebase-appcheck')).toBe(appCheckToken);
  expect(await mailHolding(marker, project)).toHaveLength(1);
});
