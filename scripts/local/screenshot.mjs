// @ts-check
/**
 * Screenshots a page of the built site, to look at a layout on a phone or a wide screen.
 *
 *   node scripts/local/screenshot.mjs /news-insights 390 /tmp/news.png [--full]
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, ensureChromium } from './chromium.mjs';
import { serve } from './serve.mjs';

const [path = '/', width = '1440', out = '/tmp/screenshot.png'] = process.argv.slice(2);
const site = await serve({ port: 0 });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: chromiumFlags,
});
try {
  const page = await (await browser.newContext({ viewport: { width: Number(width), height: 900 } })).newPage();
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
  console.log(`${out}: ${path} at ${width} px`);
} finally {
  await browser.close();
  await site.close();
}
