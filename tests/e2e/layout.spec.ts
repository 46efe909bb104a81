import { byTheNumbers } from '../../content/home';
import { expect, test } from './fixtures';

// Layout checks that hold for any figures the marketing team writes: each figure stays inside
// its tile, at a phone's width, a tablet's and the wide screens where it once overflowed.
for (const width of [390, 768, 1024, 1440]) {
  test(`every "By the numbers" figure fits its tile at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: byTheNumbers.title }) });
    const tiles = section.locator('dl > div');
    await expect(tiles).toHaveCount(byTheNumbers.figures.length);
    const overflowing = await tiles.evaluateAll((elements) =>
      elements
        .map((tile) => {
          const value = tile.querySelector('dd');
          if (!value) return 'a tile without a value';
          const range = document.createRange();
          range.selectNodeContents(value);
          const text = range.getBoundingClientRect();
          const box = tile.getBoundingClientRect();
          const style = getComputedStyle(tile);
          const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
          return text.right <= right + 0.5
            ? null
            : `${value.textContent} overflows by ${Math.round(text.right - right)} px`;
        })
        .filter((problem) => problem !== null),
    );
    expect(overflowing).toEqual([]);
  });
}
