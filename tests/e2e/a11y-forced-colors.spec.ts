import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady, resizeTo, widths } from './a11y';
import { templateRoutes } from './routes';

// Forced colours (Windows High Contrast) replace every colour with a few system ones and drop
// shadows and background colours: what sets a control or a badge apart must be a border or an
// outline (WCAG 1.4.11, 2.4.7). Emulated in Chromium; Firefox ESR over BiDi does not apply it.
// WCAG 1.4.12 Text Spacing, 1.4.10 Reflow and 1.4.4 Resize Text too. The first visit, so the
// consent banner is part of every check.
test.use({ consentAnswered: false });

/**
 * Runs in the page. Before forced colours (`mark`): marks what must keep a boundary once colours
 * are forced, besides the form controls themselves: links drawn as buttons or cards (a background
 * or a full border of their own) and badges (inline text set apart by a background). Under forced
 * colours: returns every visible control or marked part without a border or an outline.
 */
function boundaries(mark: boolean): string[] {
  const visibleColor = (color: string) => color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);
  const border = (style: CSSStyleDeclaration) =>
    ['top', 'right', 'bottom', 'left'].every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        visibleColor(style.getPropertyValue(`border-${side}-color`)),
    );
  const problems: string[] = [];
  if (mark) {
    for (const element of document.querySelectorAll('[data-bounded]')) element.removeAttribute('data-bounded');
    for (const link of document.querySelectorAll('a[href]')) {
      const style = getComputedStyle(link);
      if (visibleColor(style.backgroundColor) || border(style)) link.setAttribute('data-bounded', 'link');
    }
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const parent = element.parentElement && getComputedStyle(element.parentElement);
      if (
        style.display.startsWith('inline') &&
        element.textContent?.trim() &&
        !element.matches('a, button, input, select, textarea') &&
        visibleColor(style.backgroundColor) &&
        style.backgroundColor !== parent?.backgroundColor
      )
        element.setAttribute('data-bounded', 'badge');
    }
    return problems;
  }
  const outline = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && visibleColor(style.outlineColor);
  const parts = document.querySelectorAll<HTMLElement>(
    'button, [role="button"]:not(a), input:not([type="hidden"]), select, textarea, [data-bounded]',
  );
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    // Not shown, or kept off the screen for robots (the contact form's honeypot).
    if (!part.checkVisibility({ visibilityProperty: true }) || box.width < 2 || box.height < 2) continue;
    if (part.closest('[aria-hidden="true"]')) continue;
    // Checkboxes and radio buttons are drawn by the browser in system colours.
    if (part.matches('input[type="checkbox"], input[type="radio"]')) continue;
    const style = getComputedStyle(part);
    if (!border(style) && !outline(style)) {
      const label = (part.getAttribute('aria-label') ?? part.textContent ?? part.getAttribute('name') ?? '').trim();
      problems.push(`${part.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').slice(0, 40)}"`);
    }
  }
  return problems;
}

/** Runs in the page: controls whose keyboard focus shows no outline (in the site's colours, and in forced colours). */
function unfocusedParts(): string[] {
  const problems: string[] = [];
  for (const part of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
    if (!part.checkVisibility({ visibilityProperty: true }) || part.tabIndex < 0) continue;
    if (part.closest('[aria-hidden="true"]')) continue;
    part.focus({ focusVisible: true } as FocusOptions);
    const style = getComputedStyle(part);
    if (document.activeElement === part && (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2))
      problems.push(`${part.tagName.toLowerCase()} "${(part.textContent ?? '').trim().slice(0, 40)}"`);
    part.blur();
  }
  return problems;
}

/** The text spacing WCAG 1.4.12 names, as the W3C's bookmarklet applies it. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Runs in the page: elements that clip their own content (overflow hidden or clip) by more than
 * a pixel, where that content holds text. Left out: what is hidden on purpose (visually hidden
 * text, a 1 px box, `clip`), and the carousel's track, whose slides sit side by side beyond it.
 * And how far the page scrolls sideways (reflow, WCAG 1.4.10, wants none).
 */
function clippedText(): string[] {
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(element);
    const clipsX = ['hidden', 'clip'].includes(style.overflowX);
    const clipsY = ['hidden', 'clip'].includes(style.overflowY);
    if (!clipsX && !clipsY) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1 || style.clip !== 'auto') continue;
    if (!(element instanceof HTMLElement) || !element.innerText.trim()) continue;
    const slides = [...element.children].filter((child) => child.getBoundingClientRect().width >= element.clientWidth);
    if (slides.length > 1) continue;
    const overX = clipsX && element.scrollWidth > element.clientWidth + 1;
    const overY = clipsY && element.scrollHeight > element.clientHeight + 1;
    if (overX || overY) {
      const text = element.innerText.replace(/\s+/g, ' ').trim().slice(0, 40);
      problems.push(`${element.tagName.toLowerCase()}.${element.className} "${text}" (${overX ? 'width' : 'height'})`);
    }
  }
  const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (sideways > 1) problems.push(`scrolls ${sideways} px sideways`);
  return problems;
}

// One visit per route: the page opens at 100% and is zoomed, which resizes the CSS viewport of the
// page already open, as a browser does (a news list zoomed from 100% kept its cards' old width:
// docs/decisions.md#d88); so does each width after it. Reflow and text spacing are measured first;
// the spacing is then taken off for forced colours, its parts marked again at each width.
for (const route of templateRoutes)
  test(`${route.path} reflows at 200% and 400% zoom, shows every control's focus ring, keeps its boundary and focus ring in forced colours, and clips no text with WCAG text spacing`, async ({
    page,
  }) => {
    const [reflow, forced, spacing]: [string[], string[], string[]] = [[], [], []];
    // A 1280 × 800 window at 200% is a 640 × 400 CSS viewport; a 1280 × 1024 one at 400% is 320 × 256.
    const zooms = [
      { zoom: '200%', width: 640, height: 400 },
      { zoom: '400%', width: 320, height: 256 },
    ];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route.path);
    await pageReady(page);
    for (const { zoom, width, height } of zooms) {
      await resizeTo(page, { width, height });
      for (const problem of await page.evaluate(clippedText)) reflow.push(`${zoom}: ${problem}`);
      // What stays on the screen (the sticky header, the consent banner) leaves room to read.
      const covered = await page.evaluate(() => {
        let fixed = 0;
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          const { position } = getComputedStyle(element);
          if ((position === 'fixed' || position === 'sticky') && element.checkVisibility())
            fixed += Math.min(element.getBoundingClientRect().height, window.innerHeight);
        }
        return fixed / window.innerHeight;
      });
      if (covered > 0.5) reflow.push(`${zoom}: ${Math.round(covered * 100)}% of the screen stays fixed`);
    }
    // A constructed sheet (CSSOM): the site's Content-Security-Policy allows it, as it refuses an injected <style>.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, textSpacing);
    for (const { width, height } of widths) {
      await resizeTo(page, { width, height });
      for (const problem of await page.evaluate(clippedText)) spacing.push(`${width} px: ${problem}`);
    }
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
    for (const { width, height } of widths) {
      await page.emulateMedia({ forcedColors: 'none' });
      await resizeTo(page, { width, height });
      for (const part of await page.evaluate(unfocusedParts)) forced.push(`${width} px, no focus ring: ${part}`);
      await page.evaluate(boundaries, true);
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours').toBe(true);
      for (const part of await page.evaluate(boundaries, false)) forced.push(`${width} px, no boundary: ${part}`);
      for (const part of await page.evaluate(unfocusedParts))
        forced.push(`${width} px, no focus ring in forced colours: ${part}`);
    }
    // axe's rules under forced colours, but contrast: the colours are then the visitor's own
    // palette (WCAG 1.4.3 does not apply to them); the site's are checked on every route by
    // site.spec.ts.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .disableRules(['color-contrast'])
      .analyze();
    for (const violation of violations)
      forced.push(`axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    // The carousel, on the home page only, shows which slide is current in forced colours.
    if (route.path === '/') await expectCurrentDotShown(page);
    expect.soft(reflow, 'reflow at 200% and 400% zoom').toEqual([]);
    expect.soft(forced, 'focus rings, and boundaries and axe in forced colours').toEqual([]);
    expect.soft(spacing, 'WCAG text spacing').toEqual([]);
  });

/** On the home page, at 1280 px in forced colours: every carousel dot is seen, and the current one looks unlike the others. */
async function expectCurrentDotShown(page: Page) {
  const dots = await page.locator('[data-carousel-dot]').evaluateAll((elements) => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    return elements.map((dot) => {
      const mark = getComputedStyle(dot, '::after');
      return {
        current: dot.getAttribute('aria-current') === 'true',
        look: `${mark.backgroundColor} ${mark.top} ${mark.borderTopWidth} ${mark.borderTopColor}`,
        seen: mark.backgroundColor !== canvas || parseFloat(mark.borderTopWidth) >= 1,
      };
    });
  });
  expect.soft(dots.length, 'carousel dots').toBeGreaterThan(1);
  expect
    .soft(
      dots.filter((dot) => !dot.seen),
      'carousel dots unseen in forced colours',
    )
    .toEqual([]);
  const current = dots.filter((dot) => dot.current);
  expect.soft(current, 'current carousel dot').toHaveLength(1);
  for (const other of dots.filter((dot) => !dot.current))
    expect.soft(other.look, 'a carousel dot that looks current in forced colours').not.toBe(current[0]?.look);
}

test('the consent banner works at 400% zoom', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/');
  await pageReady(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Reject analytics' }).click();
  await expect(banner).toBeHidden();
});
