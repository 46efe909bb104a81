// @ts-check
/**
 * `npm start`: serves the built site (npm runs the build first) with the local Firestore
 * emulator behind the contact form, the local default of docs/decisions.md "Build-time settings". Ctrl-C stops both.
 */
import { installHint, startEmulator } from './emulator.mjs';
import { loadRules } from './firestore-rules.mjs';
import { serve } from './serve.mjs';
import { localEmulatorHost, localProjectId, splitHostPort } from '../services/localBackend.mjs';

const emulatorHost = process.env.VITE_FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const { host, port } = splitHostPort(emulatorHost);

/** @type {{ stop: () => Promise<void> } | null} */
let emulator = null;
try {
  emulator = await startEmulator({ host, port });
  await loadRules(emulatorHost);
  console.log(
    `Firestore emulator running at ${emulatorHost} (project ${localProjectId}, production rules). \`npm run enquiries\` lists what the form sent.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(message === installHint ? message : `The Firestore emulator did not start: ${message}`);
  console.warn('The site is served anyway; the contact form will report that it cannot send.');
}

const site = await serve({
  port: Number(process.env.PORT ?? 3000),
  brotli: true,
  extraConnectSrc: [`http://${emulatorHost}`],
});
console.log(`\n  Nexoform is running at ${site.url}\n  Ctrl-C stops the site and the emulator.\n`);

const shutdown = async () => {
  await Promise.all([site.close(), emulator?.stop()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
