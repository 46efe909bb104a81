import { defineConfig } from 'vitest/config';

// The WebKit suite: one browser session, the flows one after another (tests/support/test.mjs runs it
// under xvfb-run with the built site served and the Firestore emulator started).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
