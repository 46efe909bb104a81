// @ts-check
/**
 * `npm run deploy`: builds for the configured project and deploys hosting and rules. It refuses
 * a build made for a `demo-` project: production needs the real VITE_FIREBASE_* values.
 */
import { execFileSync } from 'node:child_process';

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? '';
if (!projectId || projectId.startsWith('demo-')) {
  console.error(
    'Refusing to deploy: VITE_FIREBASE_PROJECT_ID is ' +
      (projectId ? `'${projectId}', a demo project` : 'not set') +
      '. Set the real VITE_FIREBASE_* values (see README, Configuration) and run again.',
  );
  process.exit(1);
}
if (process.env.VITE_FIRESTORE_EMULATOR_HOST) {
  console.error('Refusing to deploy a build that writes to an emulator: unset VITE_FIRESTORE_EMULATOR_HOST.');
  process.exit(1);
}
// `npm run build` also regenerates firebase.json with the hashes of this build's inline style and loader.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
execFileSync(
  'npx',
  ['--yes', 'firebase-tools', 'deploy', '--only', 'hosting,firestore:rules', '--project', projectId],
  { stdio: 'inherit' },
);
