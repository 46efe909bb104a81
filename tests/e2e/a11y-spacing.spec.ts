import { pageReady, resizeTo, widths } from './a11y';
import { expect, test } from './fixtures';
import { templateRoutes } from './routes';

// WCAG 1.4.12 Text Spacing, 1.4.10 Reflow and 1.4.4 Resize Text: the first visit, so the
// consent banner is part of every check.
test.use({ consentAnswered: false });

/** The text spacing WCAG 1.4.12 names, as the W3C's bookmarklet applies it. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Runs in the page: elements that clip their own content (overflow hidden or clip) by more than
 * a pixel, where that content holds text. Left out: what is hidden on purpose (visually hidden
 * text, a 1 px box, `clip`), and the carousel's track, whose slides sit side by side beyond it.
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
  return problems;
}

/** Runs in the page: how far the page scrolls sideways (reflow, WCAG 1.4.10, wants none). */
const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

// One visit per route: zooming resizes the CSS viewport of the page already open, as a browser
// does; the 200% and 400% checks come first, before the text spacing is added for the others.
for (const route of templateRoutes)
  test(`${route.path} reflows at 200% and 400% zoom, and clips no text with WCAG text spacing`, async ({ page }) => {
    const problems: string[] = [];
    // A 1280 × 800 window at 200% is a 640 × 400 CSS viewport; a 1280 × 1024 one at 400% is 320 × 256.
    const zooms = [
      { zoom: '200%', width: 640, height: 400 },
      { zoom: '400%', width: 320, height: 256 },
    ];
    await page.setViewportSize(zooms[0]!);
    await page.goto(route.path);
    await pageReady(page);
    for (const { zoom, width, height } of zooms) {
      await resizeTo(page, { width, height });
      const overflow = await page.evaluate(sidewaysOverflow);
      if (overflow > 1) problems.push(`${zoom}: scrolls ${overflow} px sideways`);
      for (const problem of await page.evaluate(clippedText)) problems.push(`${zoom}: ${problem}`);
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
      if (covered > 0.5) problems.push(`${zoom}: ${Math.round(covered * 100)}% of the screen stays fixed`);
    }
    // A constructed sheet (CSSOM): the site's Content-Security-Policy allows it, as it refuses an injected <style>.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, textSpacing);
    for (const { width, height } of widths) {
      await resizeTo(page, { width, height });
      for (const problem of await page.evaluate(clippedText)) problems.push(`${width} px, text spacing: ${problem}`);
      const overflow = await page.evaluate(sidewaysOverflow);
      if (overflow > 1) problems.push(`${width} px, text spacing: scrolls ${overflow} px sideways`);
    }
    expect(problems).toEqual([]);
  });

test('the consent banner works at 400% zoom', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/');
  await pageReady(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Reject analytics' }).click();
  await expect(banner).toBeHidden();
});
