import { home } from '../../content/en/home';
import { defaultLocale, localeCodes } from '../../content/locales';
import { localizedPath } from '../../domain/i18n';
import { expect, test } from './fixtures';

const otherHomes = localeCodes.filter((locale) => locale !== defaultLocale).map((locale) => localizedPath('/', locale));

// Layout checks that hold for any figures the marketing team writes: each figure stays inside
// its tile, at a phone's width, a tablet's and the wide screens where it once overflowed.
test('every "By the numbers" figure fits its tile at 390, 768, 1024 and 1440 px', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section', { has: page.getByRole('heading', { name: home.byTheNumbers.title }) });
  const tiles = section.locator('dl > div');
  await expect(tiles).toHaveCount(home.byTheNumbers.figures.length);
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflowing = await tiles.evaluateAll((elements) =>
      elements.flatMap((tile) => {
        const value = tile.querySelector('dd');
        if (!value) return ['a tile without a value'];
        const range = document.createRange();
        range.selectNodeContents(value);
        const text = range.getBoundingClientRect();
        const box = tile.getBoundingClientRect();
        const style = getComputedStyle(tile);
        const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
        return text.right <= right + 0.5
          ? []
          : [`${value.textContent} overflows by ${Math.round(text.right - right)} px`];
      }),
    );
    expect(overflowing, `${width} px`).toEqual([]);
  }
});

// Nothing moves without input: not when the header's enhancer shows the phone's menu button about a
// second after load (the language switcher beside it), nor when a first frame is painted before the
// header and the hero are whole (docs/decisions.md#d65). Layout shifts are reported by Chromium only.
for (const path of ['/', ...otherHomes])
  test(`${path} at 390 px shifts nothing as its scripts wire the header (no layout shift without input)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      // Each shift with what moved (tag, class, text, from and to), so a failure says where to look.
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const describe = ({ node, previousRect, currentRect }: Source) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const text = (node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
        return `${element?.tagName.toLowerCase()}.${element?.className} "${text}" ${rect(previousRect)} → ${rect(currentRect)}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: Source[] }[])
          shifts.push(
            `${entry.value.toFixed(5)} at ${Math.round(performance.now())} ms: ${entry.sources.map(describe).join('; ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('[data-nav-enhanced]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
