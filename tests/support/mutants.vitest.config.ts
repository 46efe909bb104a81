// The mutation run's tests (stryker.config.mjs): the unit tests of domain/, publishing/ and
// services/, with the main config's plugins and setup but not its projects, which name every
// other test file. services/sendEnquiry.test.ts writes to Firestore:
// it runs only when an emulator is given (FIRESTORE_EMULATOR_HOST), as in `npm test`.
import { configDefaults, defineConfig } from 'vitest/config';
import base from '../../vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['{domain,publishing,services}/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.FIRESTORE_EMULATOR_HOST ? [] : ['services/sendEnquiry.test.ts']),
    ],
    projects: undefined,
  },
});
