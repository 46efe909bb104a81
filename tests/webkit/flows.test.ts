import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainablePromiseElement } from 'webdriverio';
import { whitePaper } from '../../content/identity';
import { content } from '../e2e/content';
import { mailHolding } from '../e2e/emulator';
import { startWebKit, type Session } from './webkit';
import { newsPageSize } from '../../domain/newsPages';

// The interactive flows of the site in WebKit (Safari's engine), through WebDriver. The same
// flows run in Chromium and Firefox in tests/e2e; engine-independent checks run there once.
const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
let session: Session, browser: WebdriverIO.Browser;

beforeAll(async () => {
  session = await startWebKit();
  browser = session.browser;
  await browser.setWindowSize(1280, 900);
});
afterAll(async () => session?.close());

/** The readiness signal (docs/decisions.md, "Browser engines"): every hooked element is wired. */
async function ready(...hooks: string[]) {
  const all = ['[data-consent-banner]', ...hooks];
  // Each selector matches something, and nothing it matches lacks the mark.
  const wired = (selectors: string[]) =>
    selectors.every((s) => document.querySelector(s) && !document.querySelector(`${s}:not([data-enhanced="true"])`));
  await waitFor(() => browser.execute(wired, all), `the page to be ready: ${all.join(', ')}`, 20_000);
}
const open = (path: string, ...hooks: string[]) => browser.url(`${base}${path}`).then(() => ready(...hooks));

/** WebKitWebDriver does not scroll an element into view before acting on it: do it (instantly, not with the page's smooth scrolling). */
async function inView(element: ChainablePromiseElement | WebdriverIO.Element) {
  const target = (await element) as WebdriverIO.Element;
  await browser.execute('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', target);
  return target;
}
const press = async (element: ChainablePromiseElement | WebdriverIO.Element) => (await inView(element)).click();
/**
 * Replaces a field's value once the field is in view and nothing covers it: WebKitWebDriver
 * refuses to clear a field out of view ("element not interactable"), which WebdriverIO retries.
 */
async function type(element: ChainablePromiseElement | WebdriverIO.Element, value: string) {
  const target = await inView(element);
  await target.waitForClickable({ timeoutMsg: `${target.selector} to take input` });
  await target.setValue(value);
}

const waitFor = (check: () => Promise<boolean>, what: string, timeout = 10_000) =>
  browser.waitUntil(check, { timeout, timeoutMsg: `waited for ${what}` });
const waitForAttribute = (selector: string, name: string, value: string, what: string, timeout?: number) =>
  waitFor(async () => (await browser.$(selector).getAttribute(name)) === value, what, timeout);
const waitForUrl = (path: RegExp, what: string) => waitFor(async () => path.test(await browser.getUrl()), what);
const displayed = (selector: string) => browser.$(selector).isDisplayed();
const focusedMatches = (selector: string) =>
  browser.execute((s: string) => document.activeElement?.matches(s) ?? false, selector);

describe('WebKit', () => {
  // First, while the session's storage is empty.
  it('consent: asks until answered, remembers it, and Cookie settings reopens the choice', async () => {
    await open('/');
    expect(await displayed('[data-consent-banner]')).toBe(true);
    await press(browser.$('[data-consent-choice="denied"]'));
    await waitFor(async () => !(await displayed('[data-consent-banner]')), 'the banner to close');
    await browser.refresh();
    await ready();
    expect(await displayed('[data-consent-banner]')).toBe(false);
    await press(browser.$('[data-consent-settings]'));
    await waitFor(() => displayed('[data-consent-banner]'), 'the banner to reopen');
    await press(browser.$('[data-consent-choice="denied"]'));
    await waitFor(() => focusedMatches('[data-consent-settings]'), 'focus back on Cookie settings');
  });

  it('navigation: a click marks the item active and goes to its section', async () => {
    await open('/', '[data-nav]');
    await press(browser.$('[data-nav] a[href="#team-container"]'));
    await waitForAttribute('[data-nav] a[href="#team-container"]', 'aria-current', 'true', 'Our Team to be current');
    expect(await browser.getUrl()).toMatch(/#team-container$/);
  });

  it('mobile menu: opens, closes on Escape with focus back, and on an item click', async () => {
    await browser.setWindowSize(390, 844);
    try {
      await open('/', '[data-nav]');
      const toggle = await browser.$('[data-nav-toggle]');
      const expanded = (value: string, what: string) =>
        waitForAttribute('[data-nav-toggle]', 'aria-expanded', value, what);
      await press(toggle);
      await expanded('true', 'the menu to open');
      const item = await browser.$('[data-nav] a[href="#mission-container"]');
      expect(await item.isDisplayed()).toBe(true);
      await browser.keys('Escape');
      await expanded('false', 'Escape to close it');
      expect(await focusedMatches('[data-nav-toggle]')).toBe(true);
      await press(toggle);
      await press(item);
      await expanded('false', 'an item to close it');
      expect(await item.getAttribute('aria-current')).toBe('true');
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it('carousel: moves both ways with the arrows and the indicators, and shows that slide', async () => {
    await open('/', '[data-carousel]');
    // The slide whose left edge sits at the track's left edge, and the indicator marked current, both counted from 1.
    const shown = () =>
      browser.execute(() => {
        const track = document.querySelector('[data-carousel-track]')!;
        const left = track.getBoundingClientRect().left;
        const slides = [...track.querySelectorAll('[aria-roledescription="slide"]')];
        const onScreen = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
        const dots = [...document.querySelectorAll('[data-carousel-dot]')];
        return `${onScreen},${dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1}`;
      });
    const shows = (slide: number) => waitFor(async () => (await shown()) === `${slide},${slide}`, `slide ${slide}`);
    expect(await browser.$('[data-carousel-prev]').isEnabled()).toBe(false);
    // The arrows both ways, then the indicators (counted from 0): each step and, below it, the slide it shows.
    const controls = ['next', 'next', 'prev', 'dot="3"', 'dot="0"'];
    const slides = [2, 3, 2, 4, 1];
    for (const [step, control] of controls.entries()) {
      await press(browser.$(`[data-carousel-${control}]`));
      await shows(slides[step]!);
    }
    expect(await browser.$('[data-carousel-prev]').isEnabled()).toBe(false);
  });

  it('team: a biography opens, closes on Escape and on Close, and focus returns', async () => {
    await open('/', '[data-team]');
    const button = await browser.$('[data-bio-open]');
    const dialog = await browser.$(`#${await button.getAttribute('data-bio-open')}`);
    for (const close of ['Escape', 'Close']) {
      await press(button);
      await waitFor(() => dialog.isDisplayed(), `the dialog to open before ${close}`);
      if (close === 'Escape') await browser.keys('Escape');
      else await press(dialog.$('[data-bio-close]'));
      await waitFor(async () => !(await dialog.isDisplayed()), `${close} to close it`);
      await waitFor(() => focusedMatches('[data-bio-open]'), `focus back on the card after ${close}`);
    }
  });

  describe('contact form', () => {
    const field = (name: string) => browser.$(`[data-field="${name}"]`);
    const submit = () => press(browser.$('[data-submit]'));
    // The first send loads Firebase and writes to the emulator: longer than a click's answer.
    const sentState = (what: string) => waitForAttribute('[data-contact-form]', 'data-state', 'sent', what, 30_000);
    const invalid = () =>
      browser.execute(() => [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id));

    // Names of this run alone: the documents of its sends are found by them.
    const [ada, grace] = [`Ada ${Date.now()}`, `Grace ${Date.now()}`];
    const mine = (name: string) => mailHolding(`Name: ${name}\n`);

    it('checks in the spec order, one error at a time, focusing the field', async () => {
      await open('/#contactform-container', '[data-contact-form]');
      await submit();
      await waitFor(async () => (await invalid()).join() === 'contact-name', 'the Name error');
      expect(await focusedMatches('#contact-name')).toBe(true);
      for (const [name, value, failing] of [
        ['name', ada, 'contact-company'],
        ['company', 'Analytical', 'contact-email'],
        ['email', 'ada@', 'contact-email'],
        ['email', 'ada@analytical.example', 'contact-phone'],
        ['phone', '12', 'contact-phone'],
        ['phone', '+44 20 7946 0000', 'contact-nature'],
        ['nature', 'Hello', 'contact-privacy'],
      ] as const) {
        await type(field(name), value);
        await submit();
        await waitFor(async () => (await invalid()).join() === failing, `${failing} after ${name}=${value}`);
      }
    });

    it('a valid enquiry is sent and lands once in the emulator', async () => {
      await press(browser.$('#contact-privacy'));
      await type(field('nature'), 'We need 20MW soon');
      expect(await browser.$('#contact-privacy').isSelected()).toBe(true);
      await submit();
      await sentState(`the sent state; invalid: ${(await invalid()).join()}`);
      expect(await browser.$('[data-submit-label]').getText()).toBe('Your request has been sent');
      expect(await field('name').isEnabled()).toBe(false);
      const mail = await mine(ada);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toBe(
        `Name: ${ada}\nCompany: Analytical\nEmail: ada@analytical.example\nPhone: +44 20 7946 0000\nNature of enquiry: We need 20MW soon`,
      );
    });

    it('a submit before the form is wired stays on the page and is sent once (submitGuard.ts)', async () => {
      // A new page load (not a step to the same fragment), so the form starts unwired.
      await open('/', '[data-contact-form]');
      const url = await browser.getUrl();
      // Values put in and the form submitted with no key, pointer or focus event, as a password
      // manager may: nothing has wired the form yet.
      const values = { name: grace, company: 'Compiler Co', email: 'grace@compiler.example', phone: '+1 713 555 0100' };
      const before = await browser.execute((values: Record<string, string>) => {
        const form = document.querySelector<HTMLFormElement>('[data-contact-form]')!;
        for (const [name, value] of Object.entries({ ...values, nature: 'Early' }))
          form.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!.value = value;
        form.querySelector<HTMLInputElement>('[data-field="privacyAgreed"]')!.checked = true;
        const wired = form.hasAttribute('data-state');
        form.requestSubmit();
        return wired;
      }, values);
      expect(before).toBe(false);
      await sentState('the sent state');
      expect(await browser.getUrl()).toBe(url);
      const mail = await mine(grace);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain('Nature of enquiry: Early');
      // The next flow starts from a fresh form.
      await browser.execute(() => sessionStorage.clear());
    });
  });

  it('news: a type filter, the search and the URL work together, and survive a reload', async () => {
    const { news } = content;
    const cardCount = () => browser.execute(() => document.querySelectorAll('[data-news-list] li article').length);
    // The list shows one page of cards at a time: at most newsPageSize of the matching items.
    const shownCount = (count: number, what: string) =>
      waitFor(async () => (await cardCount()) === Math.min(count, newsPageSize), what);
    await open('/news-insights', '[data-news-list]');
    await shownCount(news.length, 'every card');
    await press(browser.$('[role="combobox"]'));
    await press(browser.$('//li[@role="option"][normalize-space()="Podcast"]'));
    await browser.keys('Escape');
    const podcasts = news.filter((item) => item.type === 'Podcast');
    await shownCount(podcasts.length, 'the podcasts only');
    expect(await browser.getUrl()).toMatch(/\?type=Podcast$/);
    await type(browser.$('#news-search'), 'gpu');
    const both = podcasts.filter((item) => item.headline.toLowerCase().includes('gpu')).length;
    await shownCount(both, 'podcasts about GPUs');
    await waitForUrl(/\?type=Podcast&q=gpu$/, 'the search in the URL');
    await browser.refresh();
    await ready('[data-news-list]');
    await shownCount(both, 'the same cards after a reload');
    expect(await browser.$('#news-search').getValue()).toBe('gpu');
    await press(browser.$('//button[normalize-space()="Reset Filters"]'));
    await shownCount(news.length, 'every card after Reset');
    await waitForUrl(/\/news-insights$/, 'a clean URL');
  });

  it('white paper: the button goes to done, and the PDF it fetches is a PDF', async () => {
    await open(whitePaper.path, '[data-download]');
    const button = await browser.$('[data-download-button]');
    await press(button);
    await waitForAttribute('[data-download]', 'data-state', 'done', 'the done state');
    expect(await button.isEnabled()).toBe(false);
    expect(await browser.$('[data-download-label]').getText()).toBe('Downloaded');
    const body = Buffer.from(await (await fetch(`${base}${whitePaper.file}`)).arrayBuffer());
    expect(body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('Back returns to the previous page of the site (D8)', async () => {
    await open('/newsroom/xyz');
    await browser.execute(() => window.location.assign('/xyz'));
    await waitForUrl(/\/xyz$/, 'the partner page');
    await ready('a[data-back]');
    await press(browser.$('a[data-back]'));
    await waitForUrl(/\/newsroom\/xyz$/, 'Back to the press release');
  });
});
