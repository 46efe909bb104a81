import type { Locator, Page } from '@playwright/test';
import { home } from '../../content/en/home';
import { defaultLocale, localeCodes } from '../../content/locales';
import { localizedPath } from '../../domain/i18n';
import { headlineMaxLength } from '../../keystatic.config';
import { expect, ready, test } from './fixtures';

const otherHomes = localeCodes.filter((locale) => locale !== defaultLocale).map((locale) => localizedPath('/', locale));

// Layout checks that hold for any content the marketing team writes: text as long as they may
// write it is put into the built page's cards, and the layout is checked by relations (what covers
// what, what fits where), never by the pixel sizes of today's content.

/** The "By the numbers" figures that run past their tile's padding. */
const figureProblems = (tiles: Locator) =>
  tiles.evaluateAll((elements) =>
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

// One visit to the home page: each figure stays inside its tile at a phone's width, a tablet's and
// the wide screens where it once overflowed, and the team cards fit, before and after the long texts.
test('every "By the numbers" figure fits its tile at 390, 768, 1024 and 1440 px; no job title is covered by its + button or leaves its card, and a headline as long as the schema allows is shown whole in an even row, at 390, 768 and 1440 px', async ({
  page,
}) => {
  await page.goto('/');
  await ready(page, '[data-team]');
  const section = page.locator('section', { has: page.getByRole('heading', { name: home.byTheNumbers.title }) });
  const tiles = section.locator('dl > div');
  await expect(tiles).toHaveCount(home.byTheNumbers.figures.length);
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await figureProblems(tiles), `figures at ${width} px`).toEqual([]);
    if (width !== 1024) expect(await teamProblems(page), `team at ${width} px`).toEqual([]);
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
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await teamProblems(page), `team, long texts, at ${width} px`).toEqual([]);
    expect(await headlineProblems(page), `headline at ${width} px`).toEqual([]);
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
