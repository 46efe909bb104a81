import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { distDir } from '../../scripts/local/serve.mjs';
import { pageReady } from './a11y';
import { emulatorHost, expect, expectNoAxeViolations, failedRequestLog, overflowing, ready, test } from './fixtures';

// The German pages as the visitor meets them (docs/decisions.md, D61): every word fits at the
// narrowest phones, and they pass axe in the states the English pages are checked in.
test.use({ consentAnswered: false });

/** Every page built under `/de`, by its address: the list grows as more pages are translated. */
function germanPages(dir = join(distDir, 'de')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return germanPages(join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    return [`/${relative(distDir, dir).split(sep).join('/')}`];
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px every German page's text fits its containers, nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const pages = germanPages();
    expect(pages).toContain('/de');
    for (const path of pages) {
      await page.goto(path);
      await pageReady(page);
      expect(await overflowing(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      // The menu's words too, opened as a phone shows it.
      const menu = page.getByRole('button', { name: 'Hauptmenü öffnen' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        expect(await overflowing(page), `${path}, menu open`).toEqual([]);
      }
    }
  });
}

test.describe('the German home page passes axe', () => {
  test('with the consent banner up, then answered', async ({ page }) => {
    await page.goto('/de');
    await pageReady(page);
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Analyse-Cookies ablehnen' }).click();
    await expect(banner).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, consentAnswered: true });

    test('with the menu open', async ({ page }) => {
      await page.goto('/de');
      await ready(page, '[data-nav]');
      const toggle = page.getByRole('button', { name: 'Hauptmenü öffnen' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });
  });

  test.describe('with the form', () => {
    test.use({ consentAnswered: true });

    test('showing an error, then a failed send with Retry', async ({ page, allowConsole }) => {
      allowConsole(/The enquiry could not be sent/);
      allowConsole(failedRequestLog);
      await page.goto('/de#contactform-container');
      await ready(page, '[data-contact-form]');
      await page.getByRole('button', { name: 'Absenden' }).click();
      await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '#contactform-container');
      // Nothing reaches the database: the send fails, and the page says so in German.
      await page.route(`http://${emulatorHost}/**`, (route) => route.abort());
      for (const [label, value] of [
        ['Name', 'Grete Müller'],
        ['Unternehmen', 'Rechenwerk GmbH'],
        ['E-Mail', 'grete@rechenwerk.example'],
        ['Telefonnummer', '+49 30 1234567'],
        ['Worüber möchten Sie mit uns sprechen?', 'GPU-Kapazität'],
      ] as const)
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(/Mit dem Absenden Ihrer Anfrage/).check();
      await page.getByRole('button', { name: 'Absenden' }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByText('Ihre Anfrage konnte nicht gesendet werden')).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expectNoAxeViolations(page, '#contactform-container');
    });
  });
});
