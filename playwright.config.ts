import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './tests/support/browsers.mjs';

// Run through `npm test` (tests/support/test.mjs), which builds the site, serves it with the
// firebase.json headers, starts the Firestore emulator and sets these variables.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/**
 * The specs a visitor's browser engine can change: they run in Chromium and Firefox (and their
 * flows again in WebKit, tests/webkit). HTML validity, SEO files, budgets and the per-route
 * checks do not depend on the engine and run once, in Chromium (docs/decisions.md, "Browser engines").
 */
const interactive = /(home|pages|news|consent|contact|a11y-focus)\.spec\.ts$/;

/** Tests that need the emulator's rules refusing every write (the projects at the end of the list). */
const rulesSwap = /@rules-swap/;

/**
 * The editor's specs share an editor per worker (tests/e2e/editorFixture.ts), which gives their
 * workers a fixture set of their own. Playwright keeps a worker on tests of its own set while any
 * are queued, so in the engine's project the editor's specs, the longest, ran last, one worker
 * busy and the other idle. In projects listed first they start at once and short tests fill the end.
 */
const editorSpecs = /editor\w*\.spec\.ts$/;

/**
 * tests/e2e/production/ needs the production-like build, which tests/support/test.mjs makes and
 * serves beside the site under test: its project runs only where that server is given.
 */
const productionLikeURL = process.env.E2E_PRODUCTION_LIKE_URL;
const productionSpecs = ['**/production/**'];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: chromiumFlags,
  },
};

// Debian's Firefox ESR over WebDriver BiDi; patches/ makes the BiDi commands it lacks non-fatal.
const firefox = {
  // Its own server when this ESR needs the policy to allow the driver's evaluation (tests/support/test.mjs).
  baseURL: process.env.E2E_FIREFOX_BASE_URL ?? baseURL,
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  viewport: { width: 1280, height: 720 },
  launchOptions: {
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    // Playwright over BiDi loses a page that Back restores from the back-forward cache.
    firefoxUserPrefs: { 'browser.sessionhistory.max_total_viewers': 0 },
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: productionSpecs,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: 'off' },
  projects: [
    { name: 'chromium editor', testMatch: editorSpecs, use: chromium },
    // Of the editor's specs, creating entries is what a browser engine can change.
    { name: 'firefox editor', testMatch: /editorCreate\.spec\.ts$/, timeout: 60_000, use: firefox },
    ...(productionLikeURL
      ? [
          {
            name: 'chromium, production-like',
            testMatch: productionSpecs,
            testIgnore: [],
            use: { ...chromium, baseURL: productionLikeURL },
          },
        ]
      : []),
    // A project's testIgnore replaces the config's: the production specs are named again.
    { name: 'chromium', testIgnore: [...productionSpecs, editorSpecs], grepInvert: rulesSwap, use: chromium },
    {
      name: 'firefox',
      testMatch: interactive,
      // Tests tagged @chromium-only need emulation Firefox ESR does not apply over WebDriver BiDi
      // (reduced motion, JavaScript off, download events), or repeat in another state a walk
      // Firefox already makes; each says which above its title.
      grepInvert: [/@chromium-only/, rulesSwap],
      // Firefox over BiDi starts and evaluates (axe) more slowly than Chromium over CDP.
      timeout: 60_000,
      use: firefox,
    },
    // The tests tagged @rules-swap need the emulator's rules refusing every write, which would refuse
    // any other test's send made meanwhile: after every other test, both engines at once, between
    // the set-up that swaps the rules and the teardown that puts the production rules back.
    {
      name: 'refusing rules',
      testMatch: /refusingRules\.setup\.ts$/,
      dependencies: ['chromium editor', 'firefox editor', 'chromium', 'firefox'],
      teardown: 'production rules',
    },
    { name: 'production rules', testMatch: /productionRules\.teardown\.ts$/ },
    { name: 'chromium, rules swapped', dependencies: ['refusing rules'], grep: rulesSwap, use: chromium },
    {
      name: 'firefox, rules swapped',
      dependencies: ['refusing rules'],
      testMatch: interactive,
      grep: rulesSwap,
      timeout: 60_000,
      use: firefox,
    },
  ],
});
