import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium.mjs';

// Run through `npm test` (scripts/test.mjs), which builds the site, serves it with the
// firebase.json headers, starts the Firestore emulator and sets these variables.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/production/ needs a production-like build, which scripts/test.mjs makes and serves last.
  testIgnore: process.env.E2E_PRODUCTION_LIKE_PROJECT ? [] : ['**/production/**'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
});
