// @ts-check
/** Writes firebase.json from scripts/hosting.mjs, the one place the hosting headers are defined. */
import { writeFileSync } from 'node:fs';
import { firebaseConfig } from './hosting.mjs';

writeFileSync(new URL('../firebase.json', import.meta.url), `${JSON.stringify(firebaseConfig(), null, 2)}\n`);
console.log('firebase.json written');
