import type { Page } from '@playwright/test';
import { defaultLocale, localeCodes } from '../../content/locales';
import { splitLocale, ui } from '../../domain/i18n';
import { pageReady, resizeTo } from './a11y';
import { emulatorHost, expect, expectNoAxeViolations, failedRequestLog, overflowing, ready, test } from './fixtures';
import { routes } from './routes';

// The translated pages as the visitor meets them (docs/decisions.md, D61, D83): every word fits at the
// narrowest phones, and they pass axe in the states the English pages are checked in.
test.use({ consentAnswered: false });

/** Each control of the header (logo, menu button, links) smaller than WCAG 2.2's 24 × 24 px target. */
const smallHeaderTargets = (page: Page) =>
  page
    .locator('[data-site-header]')
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.flatMap((element) => {
        const { width, height } = element.getBoundingClientRect();
        if (width === 0 || getComputedStyle(element).visibility === 'hidden') return [];
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
        return width < 24 || height < 24 ? [`${name}: ${width.toFixed(1)} × ${height.toFixed(1)}`] : [];
      }),
    );

/** Each word of a team member's name or job title that the layout split across two lines. */
const splitWords = (page: Page) =>
  page.locator('[data-team] h3, [data-team] h3 + p').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== 3) return [];
      const range = document.createRange();
      const words: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) words.push(match[0]);
      }
      return words;
    }),
  );

// One visit per page: the narrowest width first, then the page resized as a phone turned, a tablet
// upright and on its side, and the narrowest large screen, where the whole navigation is in the
// bar: the header's words, the longest in German, fit each (D89).
for (const locale of localeCodes)
  test(`at 320, 390, 768, 1024 and 1200 px every ${locale} page checked here fits: text within its containers, no sideways scroll, the header's controls at 24 px, no name or job title split mid-word`, async ({
    page,
  }) => {
    // The English home, and every translated page (every route of the build under the language's prefix).
    const paths = routes
      .map(({ path }) => path)
      .filter((path) => splitLocale(path).locale === locale && (locale !== defaultLocale || path === '/'));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await pageReady(page);
      for (const width of [320, 390, 768, 1024, 1200]) {
        await resizeTo(page, { width, height: 800 });
        const where = `${path} at ${width} px`;
        expect(await overflowing(page), where).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        expect(await smallHeaderTargets(page), where).toEqual([]);
        expect(await splitWords(page), where).toEqual([]);
        // The menu's words too, opened where it is shown.
        const menu = page.getByRole('button', { name: ui(locale).chrome.openMenu });
        if (await menu.isVisible()) {
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          expect(await overflowing(page), `${where}, menu open`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
        }
      }
    }
  });

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

  test.describe('with the consent answered', () => {
    test.use({ consentAnswered: true });

    test('on a phone, with the menu open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/de');
      await ready(page, '[data-nav]');
      const toggle = page.getByRole('button', { name: 'Hauptmenü öffnen' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });

    test('with the form showing an error, then a failed send with Retry', async ({ page, allowConsole }) => {
      allowConsole(/The enquiry could not be sent/);
      allowConsole(failedRequestLog);
      await page.goto('/de#contactform-container');
      await ready(page, '[data-contact-form]');
      await page.getByRole('button', { name: 'Absenden' }).click();
      await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '#contactform-container');
      // Nothing reaches the database: the send fails, and the page says so in German.
      await page.route(`http://${emulatorHost}/**`, (route) => route.abort());
      const values = ['Grete Müller', 'Rechenwerk GmbH', 'grete@rechenwerk.example', '+49 30 1234567', 'GPU-Kapazität'];
      for (const [index, label] of Object.values(ui('de').form.fields).entries())
        await page.getByLabel(label, { exact: true }).fill(values[index]!);
      await page.getByLabel(/Mit dem Absenden Ihrer Anfrage/).check();
      await page.getByRole('button', { name: 'Absenden' }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByText('Ihre Anfrage konnte nicht gesendet werden')).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expectNoAxeViolations(page, '#contactform-container');
    });
  });
});
