import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures';

// Layout with content as long as the marketing team may write it: text is put into the built
// page's cards and the layout is checked by relations (what covers what, what fits where), never
// by the pixel sizes of today's content.

const longJobTitle = 'Senior Manager, Brand, Marketing and Communications, Head of Sustainability';
/** 200 characters, with a word longer than a phone's column. */
const longHeadline =
  `${'Nexoform and partners announce a gigawatt-scale prefabricated campus '.repeat(3)}Supercalifragilisticexpialidocious`.slice(
    0,
    200,
  );

/** The team cards' job titles and '+' buttons: which title a button covers, which title leaves its card. */
function teamProblems(page: Page) {
  return page.locator('[data-team] > li').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const title = card.querySelector('p');
      const button = card.querySelector('[data-bio-open]');
      if (!title || !button) return ['a card without a job title or a button'];
      const range = document.createRange();
      range.selectNodeContents(title);
      const lines = [...range.getClientRects()];
      const plus = button.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const covered = lines.some(
        (line) => line.left < plus.right && line.right > plus.left && line.top < plus.bottom && line.bottom > plus.top,
      );
      const outside = lines.some((line) => line.left < box.left - 0.5 || line.right > box.right + 0.5);
      return [
        ...(covered ? [`"${title.textContent}" is covered by the + button`] : []),
        ...(outside ? [`"${title.textContent}" runs out of its card`] : []),
      ];
    }),
  );
}

for (const width of [390, 768, 1440]) {
  test(`no job title is covered by its card's + button or leaves the card, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await ready(page, '[data-team]');
    expect(await teamProblems(page)).toEqual([]);
    await page
      .locator('[data-team] > li p')
      .first()
      .evaluate((title, text) => (title.textContent = text), longJobTitle);
    expect(await teamProblems(page)).toEqual([]);
  });

  test(`a 200-character headline stays within four lines of its card, the full text kept, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cards = page.locator('#newsroom-container li');
    const heading = cards.first().getByRole('heading');
    await heading.evaluate((element, text) => (element.textContent = text), longHeadline);
    // The headline is still whole in the page: it is the link's accessible name.
    await expect(cards.first().getByRole('link')).toHaveAccessibleName(
      new RegExp(longHeadline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    const { height, lineHeight, clamped, wider } = await heading.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      clamped: element.scrollHeight > element.clientHeight,
      wider: element.scrollWidth > element.clientWidth + 1,
    }));
    expect(height).toBeLessThanOrEqual(4 * lineHeight + 1);
    expect(clamped).toBe(true);
    expect(wider).toBe(false);
    // Its row still shares one height.
    const rows = await cards.evaluateAll((items) => {
      const boxes = items.map((item) => item.getBoundingClientRect());
      const first = boxes[0]!;
      return boxes.filter((box) => Math.abs(box.top - first.top) <= 1).map((box) => box.height);
    });
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
  });
}
