// Before the tests tagged @rules-swap: the emulator refuses every write, in the run's one project
// (playwright.config.ts; docs/decisions.md#d84). Its teardown, productionRules.teardown.ts, puts the
// production rules back once they are done, before WebKit's flows send.
import { test as setup } from '@playwright/test';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { localProjectId } from '../../services/localBackend.mjs';
import { emulatorHost } from './fixtures';

setup('the emulator refuses every write', () =>
  loadRules(
    emulatorHost,
    localProjectId,
    `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`,
  ),
);
