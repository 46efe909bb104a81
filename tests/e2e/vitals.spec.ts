/**
 * Real-user vitals end to end (docs/decisions.md, "Real-user vitals"): served as Hosting serves
 * them, with `/api/vitals` reaching the `vitals` function (tests/support/test.mjs), reports in the
 * beacon's format are counted per template in the run's emulator and `npm run vitals` prints their
 * 75th percentiles; a CSP violation of a built page is counted too; a malformed or oversized
 * report is refused. (No page sends the beacon yet: see that section.)
 */
import { execFileSync } from 'node:child_process';
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

/** A report as the beacon sends it (domain/vitals.mjs): `text/plain`, no cookie, no address. */
const report = (template: string, lcp: number) =>
  JSON.stringify({
    template,
    metrics: [
      { name: 'LCP', value: lcp, target: 'main>img' },
      { name: 'INP', value: 64, target: 'button' },
      { name: 'CLS', value: 0.02, target: 'footer' },
    ],
  });

const templates = ['home', 'news-list', 'content'];

test('reports are counted per template and npm run vitals prints p75 per template', async ({ request }) => {
  for (const [index, template] of templates.entries()) {
    const before = await reportsFor(template);
    const answer = await request.post('/api/vitals', {
      data: report(template, 800 + 100 * index),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    await expect.poll(() => reportsFor(template)).toBeGreaterThan(before);
  }
  const printed = execFileSync(process.execPath, ['scripts/local/vitals.mjs', '--days', '1'], {
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulatorHost },
  });
  console.log(printed);
  for (const template of templates)
    expect(printed).toMatch(
      new RegExp(`^${template}\\s+\\d+\\s+(\\d+ ms|\\d+\\.\\d s)\\s+(\\d+ ms|\\d+\\.\\d s|–)\\s+\\d\\.\\d\\d`, 'm'),
    );
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
