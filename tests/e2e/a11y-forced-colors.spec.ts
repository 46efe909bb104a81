import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { pageReady, resizeTo, widths } from './a11y';
import { templateRoutes } from './routes';

// Forced colours (Windows High Contrast) replace every colour with a few system ones and drop
// shadows and background colours: what sets a control or a badge apart must be a border or an
// outline (WCAG 1.4.11, 2.4.7). Emulated in Chromium; Firefox ESR over BiDi does not apply it.
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

for (const route of templateRoutes) {
  test(`${route.path} shows every control's focus ring, and keeps its boundary and focus ring in forced colours`, async ({
    page,
  }) => {
    const problems: string[] = [];
    await page.goto(route.path);
    await pageReady(page);
    // One visit: each width is a resize of the page already open, its parts marked again.
    for (const { width, height } of widths) {
      await page.emulateMedia({ forcedColors: 'none' });
      await resizeTo(page, { width, height });
      for (const part of await page.evaluate(unfocusedParts)) problems.push(`${width} px, no focus ring: ${part}`);
      await page.evaluate(boundaries, true);
      await page.emulateMedia({ forcedColors: 'active' });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      for (const part of await page.evaluate(boundaries, false)) problems.push(`${width} px, no boundary: ${part}`);
      for (const part of await page.evaluate(unfocusedParts))
        problems.push(`${width} px, no focus ring in forced colours: ${part}`);
    }
    // axe's rules under forced colours, but contrast: the colours are then the visitor's own
    // palette (WCAG 1.4.3 does not apply to them); the site's are checked on every route by
    // site.spec.ts.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .disableRules(['color-contrast'])
      .analyze();
    for (const violation of violations)
      problems.push(`axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(problems).toEqual([]);
  });
}

test('the carousel shows which slide is current in forced colours', async ({ page }) => {
  await page.goto('/');
  await pageReady(page);
  await page.emulateMedia({ forcedColors: 'active' });
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
  expect(dots.length).toBeGreaterThan(1);
  expect(dots.filter((dot) => !dot.seen)).toEqual([]);
  const current = dots.filter((dot) => dot.current);
  expect(current).toHaveLength(1);
  for (const other of dots.filter((dot) => !dot.current)) expect(other.look).not.toBe(current[0]?.look);
});
