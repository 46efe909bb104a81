// @ts-check
/**
 * Asks the installed Firefox whether the driver's own script evaluation obeys a page's
 * Content-Security-Policy (docs/decisions.md, "Browser engines"). Firefox ESR 140 blocks every
 * Playwright `evaluate` on a page without `'unsafe-eval'` ("call to eval() blocked by CSP");
 * ESR 153 evaluates outside the page's policy. The test runner adds `'unsafe-eval'` to the
 * Firefox server's policy only when this says the installed version needs it.
 */
import { createServer } from 'node:http';
import { firefox } from '@playwright/test';

/** A page whose policy allows no script at all: an evaluation either runs or is refused. */
const strictPage = {
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" },
  body: '<!doctype html><html lang="en"><title>probe</title><p>probe</p></html>',
};

/**
 * @param {string} executablePath
 * @returns {Promise<{ version: string, needsUnsafeEval: boolean }>}
 */
export async function probeFirefox(executablePath) {
  const server = createServer((_, response) => {
    response.writeHead(200, strictPage.headers);
    response.end(strictPage.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await firefox.launch({ channel: 'moz-firefox', executablePath });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const needsUnsafeEval = await page
      .evaluate(() => false)
      .catch((error) => {
        if (/eval|content security policy|CSP/i.test(String(error))) return true;
        throw error;
      });
    return { version: browser.version(), needsUnsafeEval };
  } finally {
    await browser.close();
    server.close();
  }
}
