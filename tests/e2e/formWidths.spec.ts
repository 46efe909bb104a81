import type { Page, Route } from '@playwright/test';
import { localeCodes } from '../../content/locales';
import { localizedPath, ui } from '../../domain/i18n';
import { emulatorHost, expect, failedRequestLog, overflowing, ready, test, typeInto } from './fixtures';

// The contact form on every language's home page at a phone's width, in every state it has
// (docs/product.md §4): every word fits, the sent button's among them, and nothing scrolls sideways.
const form = '[data-contact-form]';

/**
 * Text inside the form that is clipped, whose box runs past the form's right edge, or a button's
 * words over more than two lines (a text node has one box per line it takes): the product's
 * English "Your request has been sent" takes two on a phone, a sentence longer still would not do.
 */
async function problems(page: Page): Promise<string[]> {
  const past = await page.locator(form).evaluate((element) => {
    const edge = element.getBoundingClientRect().right + 0.5;
    const outside = [...element.querySelectorAll<HTMLElement>('button, label, p, span, a')]
      .filter((child) => child.textContent?.trim() && child.getBoundingClientRect().right > edge)
      .map((child) => `past the form's edge: ${child.textContent?.trim().slice(0, 60)}`);
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    };
    const broken = [...element.querySelectorAll('button')].flatMap((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const texts: Node[] = [];
      while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode);
      const visible = button.getClientRects().length > 0;
      return visible && texts.some((text) => lines(text) > 2)
        ? [`a button on more than two lines: ${button.textContent}`]
        : [];
    });
    const scroll = document.documentElement.scrollWidth - window.innerWidth;
    return [...outside, ...broken, ...(scroll > 0 ? [`the page scrolls ${scroll} px sideways`] : [])];
  });
  return [...(await overflowing(page, form)), ...past];
}

/** Nothing wrong in the form's state at either phone width, the page laid out again at each. */
async function expectFits(page: Page, state: string) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await problems(page), `${state} at ${width} px`).toEqual([]);
  }
}

for (const locale of localeCodes)
  test(`the ${locale} home page's form fits 320 and 390 px when idle, with an error, sending, failed and sent`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/The enquiry could not be sent/);
    allowConsole(failedRequestLog);
    const text = ui(locale).form;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${localizedPath('/', locale)}#contactform-container`);
    await ready(page, form);
    await expectFits(page, 'idle');

    // A valid enquiry typed in, the consent to answer it left out: the send shows its error.
    const values = ['Ana Pop', 'Date SRL', 'ana@date.example', '+40 264 555 010', 'Capacitate GPU'];
    for (const [index, label] of Object.values(text.fields).entries())
      await typeInto(page.getByLabel(label, { exact: true }), values[index] ?? '');
    await page.getByRole('button', { name: text.submit }).click();
    const consent = page.locator('[data-field="privacyAgreed"]');
    await expect(consent).toHaveAccessibleDescription(text.errors.privacy);
    await expectFits(page, 'with the consent error');

    // The first send meets no database: failed, with Retry.
    await consent.check();
    await page.locator('[data-field="marketingAgreed"]').check();
    await page.route(`http://${emulatorHost}/**`, (route) => route.abort());
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('button', { name: text.retry })).toBeVisible();
    await expectFits(page, 'failed');

    // Retry's write is held (sending), then answered as the database answers a commit (sent),
    // so no enquiry of this test reaches the emulator.
    let open = false;
    const held: Route[] = [];
    await page.unroute(`http://${emulatorHost}/**`);
    await page.route(`http://${emulatorHost}/**`, (route) => (open ? respond(route) : void held.push(route)));
    await page.getByRole('button', { name: text.retry }).click();
    await expect(page.locator(form)).toHaveAttribute('data-state', 'submitting');
    await expectFits(page, 'sending');
    open = true;
    for (const route of held.splice(0)) await respond(route);
    await expect(page.getByRole('button', { name: text.sentButton })).toBeDisabled();
    await expect(page.locator('#contactform-container').getByRole('status')).toHaveText(text.sent);
    await expectFits(page, 'sent');
  });

/** The emulator's answer to a preflight or a commit: accepted, so the form shows sent. */
async function respond(route: Route) {
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
  const now = new Date().toISOString();
  return route.fulfill({
    status: 200,
    headers,
    contentType: 'application/json',
    body: JSON.stringify({ writeResults: [{ updateTime: now }], commitTime: now }),
  });
}
