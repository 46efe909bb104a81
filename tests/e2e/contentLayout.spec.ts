import type { Page } from '@playwright/test';
import { headlineMaxLength } from '../../keystatic.config';
import { expect, ready, test } from './fixtures';

// Layout with content as long as the marketing team may write it: text is put into the built
// page's cards and the layout is checked by relations (what covers what, what fits where), never
// by the pixel sizes of today's content.

const longJobTitle = 'Senior Manager, Brand, Marketing and Communications, Head of Sustainability';
/** As long as the schema allows a headline, with a word longer than a phone's column. */
const longHeadline =
  `Supercalifragilisticexpialidocious ${'Nexoform and partners announce a gigawatt-scale prefabricated campus '.repeat(3)}`
    .slice(0, headlineMaxLength)
    .trimEnd();

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

  test(`a headline as long as the schema allows is shown whole and keeps its row even, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cards = page.locator('#newsroom-container li');
    const heading = cards.first().getByRole('heading');
    await heading.evaluate((element, text) => (element.textContent = text), longHeadline);
    await expect(cards.first().getByRole('link')).toHaveAccessibleName(
      new RegExp(longHeadline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    // Whole on screen: nothing cut off in height (WCAG 1.4.12 forbids hiding text that spacing pushes
    // out) or in width (a long word breaks).
    const { clipped, wider, insideCard } = await heading.evaluate((element) => {
      const card = element.closest('li')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        clipped: element.scrollHeight > element.clientHeight + 1,
        wider: element.scrollWidth > element.clientWidth + 1,
        insideCard: box.bottom <= card.bottom + 1 && box.right <= card.right + 1,
      };
    });
    expect(clipped).toBe(false);
    expect(wider).toBe(false);
    expect(insideCard).toBe(true);
    // Its row still shares one height.
    const rows = await cards.evaluateAll((items) => {
      const boxes = items.map((item) => item.getBoundingClientRect());
      const first = boxes[0]!;
      return boxes.filter((box) => Math.abs(box.top - first.top) <= 1).map((box) => box.height);
    });
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
  });
}
