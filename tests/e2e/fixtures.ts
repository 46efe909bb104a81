import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { localEmulatorHost } from '../../services/localBackend.mjs';

type Fixtures = {
  /** Most tests answer the consent banner up front so it covers nothing; its own tests set this false. */
  consentAnswered: boolean;
  /** Console errors and warnings that a test expects (docs/ui-contract.md lists the only ones allowed). */
  allowConsole: (pattern: RegExp) => void;
  consoleProblems: string[];
};

/**
 * The suite's `test`: fails any test whose page logs a console error or warning, or throws,
 * unless the test allowed that message with `allowConsole`.
 */
export const test = base.extend<Fixtures>({
  consentAnswered: [true, { option: true }],
  context: async ({ context, consentAnswered }, use) => {
    if (consentAnswered)
      // Not on about:blank, where Firefox throws on storage access ("The operation is insecure").
      await context.addInitScript(() => {
        if (window.location.protocol.startsWith('http')) localStorage.setItem('nexoform:analytics-consent', 'denied');
      });
    await use(context);
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
    },
    { auto: true },
  ],
  allowConsole: [
    async ({ consoleProblems }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleProblems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core with the tags of docs/ui-contract.md; returns nothing, fails with the violations listed.
 * Runs in Chromium only: the DOM and the accessibility rules it checks are the same in every
 * engine, and the flows around it run in all three (docs/decisions.md, "Browser engines").
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const engine = page.context().browser()?.browserType().name();
  if (engine !== 'chromium') {
    test.info().annotations.push({ type: 'axe', description: `checked in Chromium, not in ${engine}` });
    return;
  }
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/**
 * Waits for the page's readiness signal (docs/decisions.md, "Browser engines"): every element
 * carrying one of `hooks` has been wired by its enhancer and says `data-enhanced="true"`. The
 * consent banner is on every page and wired by the page's script first, so it is always awaited.
 * Call it after every navigation and before the first interaction, never a fixed wait.
 */
export async function ready(page: Page, ...hooks: string[]): Promise<void> {
  for (const hook of ['[data-consent-banner]', ...hooks]) {
    await expect(page.locator(hook).first(), `${hook} on the page`).toBeAttached();
    await expect(page.locator(`${hook}:not([data-enhanced="true"])`), `${hook} enhanced`).toHaveCount(0);
  }
}

/**
 * What an engine logs when a request the test blocks fails: Chromium "Failed to load resource:
 * net::ERR_FAILED", Firefox "CORS request did not succeed" for a cross-origin one (the emulator).
 */
export const failedRequestLog = /ERR_FAILED|Failed to load resource|CORS request did not succeed/;

/** The emulator this run's site writes to (tests/support/test.mjs). */
export const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;

/** The local inbox the mail relay delivers to (tests/support/test.mjs starts both). */
export const inboxUrl = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

/**
 * Types into a field as a visitor does, key by key, after clearing it. Firefox over BiDi sets a
 * `fill()`ed value without the input events React listens to; keys work in every engine.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/**
 * Every element inside `root` that holds text of its own and is laid out as a box, whose content
 * is wider than its box (scrollWidth > clientWidth): text clipped or running out of its container.
 * Visually hidden text (a 1 px box, for screen readers) is left out; it is clipped on purpose.
 */
export const overflowing = (page: Page, root = 'body') =>
  page.locator(root).evaluate((container) =>
    [...container.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText || element.clientWidth <= 1) return [];
      if (getComputedStyle(element).display === 'inline') return [];
      if (element.scrollWidth <= element.clientWidth) return [];
      const text = element.textContent?.trim().slice(0, 60);
      return [
        `<${element.localName} class="${element.className}"> ${element.scrollWidth} > ${element.clientWidth}: ${text}`,
      ];
    }),
  );

/** The form's required consent, as its label reads in English. */
export const privacyLabel = /By submitting your inquiry, you agree to Nexoform using your details to answer it/;

/**
 * The wait for a send's answer. The form gives up after 15 s (docs/architecture.md, "One enquiry,
 * end to end"): the first send also loads Firebase, which on a busy machine can outlast an
 * assertion's default wait.
 */
export const answered = { timeout: 16_000 };

/**
 * A tag no other test, engine, worker or run sends (engine initial, worker, time): a test's
 * enquiries carry it, and `mailHolding` finds them by it (docs/decisions.md#d84).
 */
export function ownTag(): string {
  const { project, workerIndex } = test.info();
  return `${project.name[0]}${workerIndex}${Date.now().toString(36)}`;
}
