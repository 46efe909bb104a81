// @ts-check
/**
 * `npm run test:mutants`: the mutation score of domain/, publishing/ and services/ against their
 * own unit tests (docs/quality.md, "The suite's power"). Slow, so not part of `npm test` or CI.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/support/mutants.vitest.config.ts' },
  mutate: ['{domain,publishing,services}/**/*.{ts,mjs}', '!**/*.{test,bench}.ts', '!**/*.d.ts'],
  coverageAnalysis: 'perTest',
  // The machines running it are shared: two test processes at most.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  tempDirName: 'test-results/stryker-tmp',
  ignorePatterns: ['dist', 'test-results', 'playwright-report', 'tmp', '.cache', 'functions/lib'],
};
