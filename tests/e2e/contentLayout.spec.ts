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

/** The first news card's headline as laid out: clipped, wider than itself, out of its card, and its row's heights. */
function headlineProblems(page: Page) {
  return page.locator('#newsroom-container li').evaluateAll((items) => {
    const element = items[0]!.querySelector('h2, h3')!;
    const card = items[0]!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const row = items.map((item) => item.getBoundingClientRect()).filter((item) => Math.abs(item.top - card.top) <= 1);
    const heights = row.map((item) => item.height);
    return [
      // Nothing cut off in height (WCAG 1.4.12 forbids hiding text that spacing pushes out) or in width (a long word breaks).
      ...(element.scrollHeight > element.clientHeight + 1 ? ['clipped'] : []),
      ...(element.scrollWidth > element.clientWidth + 1 ? ['wider than itself'] : []),
      ...(box.bottom > card.bottom + 1 || box.right > card.right + 1 ? ['outside its card'] : []),
      ...(Math.max(...heights) - Math.min(...heights) > 1 ? [`a row of heights ${heights.join(', ')}`] : []),
    ];
  });
}

test('no job title is covered by its + button or leaves its card, and a headline as long as the schema allows is shown whole in an even row, at 390, 768 and 1440 px', async ({
  page,
}) => {
  await page.goto('/');
  await ready(page, '[data-team]');
  const widths = [390, 768, 1440];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await teamProblems(page), `${width} px`).toEqual([]);
  }
  await page
    .locator('[data-team] > li p')
    .first()
    .evaluate((title, text) => (title.textContent = text), longJobTitle);
  const card = page.locator('#newsroom-container li').first();
  await card.getByRole('heading').evaluate((element, text) => (element.textContent = text), longHeadline);
  await expect(card.getByRole('link')).toHaveAccessibleName(
    new RegExp(longHeadline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await teamProblems(page), `${width} px`).toEqual([]);
    expect(await headlineProblems(page), `${width} px`).toEqual([]);
  }
});
