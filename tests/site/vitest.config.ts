import { defineConfig } from 'vitest/config';
import unit from '../../vitest.config';

// The checks over the built site as it is served (tests/support/test.mjs runs them after the build,
// with the local server's address in E2E_BASE_URL). The unit config's plugins: the content modules
// the expectations come from import their photos through the image pipeline.
export default defineConfig({
  plugins: unit.plugins,
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
