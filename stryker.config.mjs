// @ts-check
/**
 * `npm run test:mutants`: the mutation score of domain/, publishing/ and services/ against their
 * own unit tests (docs/quality.md, "The suite's power"). Slow, so not part of `npm test` or CI.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/support/mutants.vitest.config.ts' },
  mutate: ['{domain,publishing,services}/**/*.{ts,mjs}', '!**/*.{test,bench}.ts', '!**/*.d.ts'],
  coverageAnalysis: 'perTest',
  // A static mutant (a change to a value computed once, at import) needs every test run again, in
  // a fresh process, for each: 22% of domain/'s mutants took 94% of the time. They are left out.
  ignoreStatic: true,
  // The machines running it are shared: two test processes at most.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  tempDirName: 'test-results/stryker-tmp',
  ignorePatterns: ['dist', 'test-results', 'playwright-report', 'tmp', '.cache', 'functions/lib'],
};
