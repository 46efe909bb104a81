/** The Firestore emulator (host:port) the rules and fault tests write to. */
export const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? '';
if (!emulator)
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run the rules and fault tests through `npm test` (tests/support/test.mjs).',
  );
