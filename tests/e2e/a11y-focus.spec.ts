import type { Page } from '@playwright/test';
import { pageReady, widths } from './a11y';
import { expect, test } from './fixtures';
import { templateRoutes } from './routes';

/** What one focus stop looked like once the scroll it caused had settled. */
type Stop = { id: string; name: string; hidden: boolean };

/**
 * Runs in the page after a Tab: waits until a scroll the Tab started has settled, then samples a grid
 * of points inside the focused element's part of the viewport. The stop is hidden when no point reaches
 * the element (or something inside it, or around it) first: off the screen or wholly covered (WCAG 2.4.11).
 */
async function inspectFocus(): Promise<Stop | null> {
  // A scroll seen and not yet ended: a smooth one lasts many frames, and a busy compositor may
  // leave a frame or two without a scroll event in between.
  let scrolling = false;
  let scrolledThisFrame = false;
  const onScroll = () => void (scrolling = scrolledThisFrame = true);
  const onScrollEnd = () => void (scrolling = false);
  addEventListener('scroll', onScroll, { capture: true, passive: true });
  addEventListener('scrollend', onScrollEnd, { capture: true, passive: true });
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  // Settled: a frame with no scroll after the last scroll ended (the page's scroll handlers have
  // run in it), or, should an engine not send the end, six frames with no scroll at all.
  for (let quiet = 0; quiet < 6 && (scrolling || quiet < 1);) {
    await frame();
    quiet = scrolledThisFrame ? 0 : quiet + 1;
    scrolledThisFrame = false;
  }
  removeEventListener('scrollend', onScrollEnd, { capture: true });
  removeEventListener('scroll', onScroll, { capture: true });

  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  // Marks each element once, so the walk knows when focus has come round to the first stop again.
  const mark = 'data-focus-stop';
  if (!element.hasAttribute(mark)) element.setAttribute(mark, String(document.querySelectorAll(`[${mark}]`).length));
  const id = element.getAttribute(mark) ?? '';
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const name = `${element.tagName.toLowerCase()} "${label.slice(0, 50)}"`;
  const box = element.getBoundingClientRect();
  const view = document.documentElement;
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, view.clientWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, view.clientHeight);
  // Where it was, so a failure says why: scrolled past, not yet styled as focused, or the page not focused.
  const where = `${Math.round(box.left)},${Math.round(box.top)} with the page at ${scrollX},${scrollY}`;
  const why = `${element.matches(':focus') ? '' : ', :focus not applied'}${document.hasFocus() ? '' : ', page unfocused'}`;
  if (right - left < 1 || bottom - top < 1)
    return { id, name: `${name}, off the screen at ${where}${why}`, hidden: true };
  const steps = 5;
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++) {
      const x = left + ((i + 0.5) * (right - left)) / steps;
      const y = top + ((j + 0.5) * (bottom - top)) / steps;
      const [first] = document.elementsFromPoint(x, y);
      if (first && (element.contains(first) || first.contains(element))) return { id, name, hidden: false };
    }
  const cover = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  return { id, name: `${name}, under ${cover?.tagName.toLowerCase()}.${cover?.className}`, hidden: true };
}

/** Presses Tab from the top of the page until focus leaves the page or comes round again. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  let first: string | undefined;
  // A bound, so a focus trap fails the test instead of running forever.
  for (let presses = 0; presses < 1000; presses++) {
    await page.keyboard.press('Tab');
    let stop = await page.evaluate(inspectFocus);
    // A hidden stop is looked at twice more, each after the page has settled again: a scroll the
    // browser starts late (a busy machine) is not yet a hidden focus; one that stays hidden is.
    for (let look = 0; stop?.hidden && look < 2; look++) stop = await page.evaluate(inspectFocus);
    if (!stop || stop.id === first) return stops;
    first ??= stop.id;
    stops.push(stop);
  }
  throw new Error('Tab never left the page: a focus trap?');
}

for (const { visit, consentAnswered, tag } of [
  { visit: 'a first visit', consentAnswered: false, tag: [] },
  // Chromium only: the first visit's walk with the banner's room taken back, which is CSS every
  // engine applies alike; Firefox's own focus scrolling is walked on the first visit, under both bars.
  { visit: 'a returning visit', consentAnswered: true, tag: ['@chromium-only'] },
]) {
  test.describe(`on ${visit}`, { tag }, () => {
    test.use({ consentAnswered });
    for (const { width, height } of widths)
      for (const route of templateRoutes) {
        test(`every focus stop of ${route.path} at ${width} px scrolls clear of the banner and the header`, async ({
          page,
          browserName,
        }) => {
          // Chromium walks with reduced motion: each focus then scrolls at once to the end position a
          // smooth scroll reaches (the scroll padding decides it, not the animation), so a stop is
          // judged without waiting out an animation. Firefox walks with the smooth scrolling most
          // visitors get (it does not emulate the setting over BiDi).
          if (browserName === 'chromium') await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.setViewportSize({ width, height });
          await page.goto(route.path);
          await pageReady(page);
          await expect(page.locator('html')).toHaveAttribute('data-consent', consentAnswered ? 'answered' : 'ask');
          const stops = await tabThrough(page);
          const hidden = stops.filter((stop) => stop.hidden).map((stop) => stop.name);
          const description = `${stops.length} checked, ${hidden.length} hidden`;
          test.info().annotations.push({ type: 'focus stops', description });
          expect(stops.length, 'focus stops').toBeGreaterThan(0);
          expect(hidden, 'focus stops wholly hidden').toEqual([]);
        });
      }
  });
}
