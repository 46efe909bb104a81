// @ts-check
/**
 * `npm run deploy`: builds for the configured project and deploys, in one `firebase deploy`,
 * everything the enquiry needs: hosting (the site and its headers), Firestore rules, the TTL
 * policy in firestore.indexes.json, the Trigger Email extension at the version pinned in
 * firebase.json with the params in extensions/firestore-send-email.env (docs/decisions.md#d18),
 * and the Cloud Functions in functions/ (the retry of failed e-mails), which firebase.json's
 * predeploy compiles; their params (DELIVERY_ALERT_TO) are asked for on the first deploy and
 * kept in functions/.env.<project>.
 * It refuses a build made for a `demo-` project, or a production build without App Check's
 * reCAPTCHA Enterprise site key (docs/decisions.md#d17).
 */
import { execFileSync } from 'node:child_process';

/** @param {string} reason */
function refuse(reason) {
  console.error(`Refusing to deploy: ${reason}`);
  process.exit(1);
}

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? '';
if (!projectId || projectId.startsWith('demo-'))
  refuse(
    `VITE_FIREBASE_PROJECT_ID is ${projectId ? `'${projectId}', a demo project` : 'not set'}. ` +
      'Set the real VITE_FIREBASE_* values (see README, Configuration) and run again.',
  );
if (process.env.VITE_FIRESTORE_EMULATOR_HOST)
  refuse('the build would write to an emulator: unset VITE_FIRESTORE_EMULATOR_HOST.');
if (!process.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)
  refuse(
    'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set: without App Check anyone can flood the sales inbox (see README, Deploying).',
  );

// `npm run build` also regenerates firebase.json with the hashes of this build's inline style and loader.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
execFileSync(
  'npx',
  ['--yes', 'firebase-tools', 'deploy', '--only', 'hosting,firestore,extensions,functions', '--project', projectId],
  { stdio: 'inherit' },
);
