// After the tests tagged @rules-swap: the production rules again (refusingRules.setup.ts).
import { test as teardown } from '@playwright/test';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { emulatorHost } from './fixtures';

teardown('the emulator holds the production rules again', () => loadRules(emulatorHost));
