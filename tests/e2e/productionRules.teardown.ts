// After the tests tagged @rules-swap: the production rules again (refusingRules.setup.ts).
import { test as teardown } from '@playwright/test';
import { useRules } from './emulator';

teardown('the emulator holds the production rules again', () => useRules());
