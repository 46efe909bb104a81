import type { Page } from '@playwright/test';
import { expect, ready } from './fixtures';

/** The widths every accessibility run uses: a phone (390 × 844) and a laptop (1280 × 720). */
export const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

/**
 * Resizes the page already open and waits until it has laid itself out for the new size: the
 * browser runs the page's resize handlers in a frame's rendering steps, and the carousel (keen-slider)
 * sizes its slides in an animation frame those handlers request, so two frames later both are done.
 * Checking sooner measures slides still sized for the previous width.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Every hook (`data-…`) an enhancer marks with `data-enhanced` (docs/architecture.md, "Readiness"). */
const hooks = ['nav', 'carousel', 'team', 'contact-form', 'download', 'video-facade', 'hero-video', 'news-list'];

/** Waits until the consent banner and every enhancer on the page have wired, whatever the page holds. */
export async function pageReady(page: Page): Promise<void> {
  await ready(page);
  const unwired = hooks.map((hook) => `[data-${hook}]:not([data-enhanced="true"])`).join(', ');
  await expect(page.locator(unwired)).toHaveCount(0);
}
