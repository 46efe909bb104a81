import type { Page } from '@playwright/test';
import { content } from './content';
import { latestNews } from '../../domain/newsOrder';
import { expect, expectNoAxeViolations, ready, test } from './fixtures';

const navLabels = ['Home', 'Our Mission', 'IP Solutions', 'News & Insights', 'Our Team', 'Contact Us'];
const anchors = ['app', 'mission', 'solutions', 'newsroom', 'team', 'contactform'].map((id) => `#${id}-container`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const current = (page: Page) => nav(page).locator('[aria-current]');
/** Scrolls the page until the top of `section` is `by` px above the viewport's top. */
const scrollPast = (page: Page, section: string, by = 0) =>
  page
    .locator(section)
    .evaluate((element, more) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + more), by);

// One visit: the navigation as loaded, the requests of the whole page scrolled through, the
// scroll-spy and the clicks, then the video played.
test('the navigation lists the six items in order as in-page anchors, Home active first; no request leaves the site before the visitor asks; scrolling sets the active item (scroll-spy), and a click on an item or a hero button marks it active and scrolls its section below the sticky bar; the video loads only when played', async ({
  page,
}) => {
  const hosts = new Set<string>();
  const media: string[] = [];
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).host);
    if (/\.mp4|youtube/.test(request.url())) media.push(request.url());
  });
  await page.goto('/');
  await ready(page, '[data-nav]', '[data-video-facade]');
  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(navLabels);
  for (const [index, anchor] of anchors.entries()) await expect(links.nth(index)).toHaveAttribute('href', anchor);
  await expect(current(page)).toHaveCount(1);
  await expect(current(page)).toHaveText('Home');
  await expect(current(page)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Nexoform' }).first()).toHaveAttribute('href', '#');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect([...hosts], 'hosts before the visitor asks').toEqual([new URL(page.url()).host]);
  expect(media, 'media before the video is played').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollPast(page, '#solutions-container');
  await expect(current(page)).toHaveText('IP Solutions');
  await scrollPast(page, '#contactform-container');
  await expect(current(page)).toHaveText('Contact Us');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current(page)).toHaveText('Home');
  await nav(page).getByRole('link', { name: 'Our Team' }).click();
  await expect(current(page)).toHaveText('Our Team');
  await expect(page).toHaveURL(/#team-container$/);
  await expect
    .poll(async () =>
      page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const heading = document.querySelector('#team-container h2')?.getBoundingClientRect().top ?? -1;
        return heading >= header && heading < window.innerHeight / 2;
      }),
    )
    .toBe(true);
  const hero = page.getByRole('region', { name: 'Hero cover' });
  for (const [button, item, anchor] of [
    ['Get in Touch', 'Contact Us', '#contactform-container'],
    ['IP Solutions', 'IP Solutions', '#solutions-container'],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole('link', { name: button }).click();
    await expect(current(page)).toHaveText(item);
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  }
  await page.getByRole('button', { name: 'Play video: How a Nexoform data center comes together' }).click();
  await expect(page.locator('#solutions-container video')).toHaveAttribute('controls', '');
  await expect.poll(() => media.some((url) => url.endsWith('/v3/video/solutions.mp4'))).toBe(true);
});

test('on a phone, the page does not scroll sideways; the menu opens, closes on Escape with focus back, on an item click and outside; the tall team section becomes active (D13)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await ready(page, '[data-nav]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const toggle = page.getByRole('button', { name: 'Open main menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Our Team' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
  await expect(nav(page).getByRole('link', { name: 'Our Team' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await nav(page).getByRole('link', { name: 'Our Mission' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(current(page)).toHaveText('Our Mission');
  await toggle.click();
  await page.getByRole('heading', { name: 'Our Mission' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await scrollPast(page, '#team-container', 1500);
  await expect(current(page)).toHaveText('Our Team');
});

// One visit: the carousel, then the news preview and the team.
test('the carousel brings the slide chosen into view, clamps at both ends, disables the arrow it reached, and jumps by indicator; the news preview shows the six newest items; team photos are grayscale, a card opens its biography dialog, and Escape or Close return focus', async ({
  page,
}) => {
  await page.goto('/');
  await ready(page, '[data-carousel]', '[data-team]');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const previous = carousel.getByRole('button', { name: 'Previous slide' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const dot = (slide: number) => carousel.getByRole('button', { name: `Go to slide ${slide}` });
  // The slide whose left edge sits at the track's left edge, counted from 1.
  const onScreen = () =>
    carousel.locator('[data-carousel-track]').evaluate((track) => {
      const left = track.getBoundingClientRect().left;
      const slides = [...track.querySelectorAll('[aria-roledescription="slide"]')];
      return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
    });
  // Next, Next, Previous, the fourth dot, the first: the slide each brings into view.
  const slides = [2, 3, 2, 4, 1];
  for (const [step, control] of [next, next, previous, dot(4), dot(1)].entries()) {
    await control.click();
    await expect.poll(onScreen, `slide in view after step ${step + 1}`).toBe(slides[step]);
  }
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeAttached();
  await expect(previous).toBeDisabled();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  for (let i = 0; i < 7; i++) if (await next.isEnabled()) await next.click();
  await expect(next).toBeDisabled();
  await expect(dot(6)).toHaveAttribute('aria-current', 'true');
  await dot(3).click();
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('[aria-current]')).toHaveCount(1);
  await expect(previous).toBeEnabled();
  await dot(3).press('ArrowLeft');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  const section = page.locator('#newsroom-container');
  const headlines = (await section.getByRole('heading', { level: 3 }).allTextContents()).map((text) =>
    text.replace(' (opens in a new tab)', ''),
  );
  expect(headlines, 'news preview').toEqual(latestNews(content.news, 6).map((item) => item.headline));
  const more = section.getByRole('link', { name: 'Read more News & Insights' });
  await expect(more).toHaveAttribute('href', '/news-insights');
  // A member's photo is described ('Portrait of …'); the placeholder is decorative.
  const placeholder = page.locator('#team-container img[alt=""]');
  await expect(placeholder).toHaveCount(content.team.filter((member) => !member.image).length);
  expect(await placeholder.first().evaluate((img) => getComputedStyle(img).filter)).toBe('grayscale(1)');
  const cards = page.locator('#team-container').getByRole('button', { name: /^Read biography of / });
  await expect(cards).toHaveCount(content.team.length);
  const open = page.getByRole('button', { name: 'Read biography of Ada Marlowe' });
  await expect(open).toHaveText('+');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Ada Marlowe' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Upgradeable Data Center™');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog, 'dialog after Escape').toBeHidden();
  await expect(open, 'focus after Escape').toBeFocused();
  await open.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog, 'dialog after Close').toBeHidden();
  await expect(open, 'focus after Close').toBeFocused();
});

// Chromium only: Firefox ESR over BiDi does not apply the reducedMotion emulation.
test('with reduced motion, scrolling is instant and nothing animates', { tag: '@chromium-only' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await ready(page, '[data-nav]');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await nav(page).getByRole('link', { name: 'Contact Us' }).click();
  // Instant: the very next frame is already there.
  const top = await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(frame));
    return document.querySelector('#contactform-container')!.getBoundingClientRect().top;
  });
  expect(top).toBeLessThan(200);
});

// Chromium only: Firefox ESR over BiDi ignores javaScriptEnabled: false.
test('with JavaScript off every section shows and the anchors work', { tag: '@chromium-only' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const headings = ['Our Mission', 'Nexoform Solutions', 'News & Insights', 'By the numbers', 'Our Team', 'Contact Us'];
  for (const heading of headings) await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByRole('group', { name: '6 of 6' })).toBeAttached();
  await nav(page).getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL(/#team-container$/);
  await context.close();
});

test('before its script runs, or if it never does, the carousel is a row a keyboard scrolls, and the page passes axe', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/');
  const carousel = page.locator('[data-carousel]');
  await expect(carousel).toBeVisible();
  await expect(carousel).not.toHaveAttribute('data-carousel-enhanced');
  const slides = page.getByRole('group', { name: 'Slides' });
  await slides.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slides.evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await context.close();
});
