// @ts-check
/**
 * `npm start`: serves the built site (npm runs the build first) with the local Firestore
 * emulator behind the contact form, the embedded default of docs/decisions.md, and a local
 * inbox: MailDev, fed by a relay that does what the e-mail extension and its retries do in
 * production (docs/decisions.md#d18). The inbox and the relay are supervised: when one stops, a
 * line says so and it is started again; enquiries wait in Firestore meanwhile. Ctrl-C stops all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from './emulator.mjs';
import { loadRules } from './firestore-rules.mjs';
import { startMailDev } from './maildev.mjs';
import { spawnMailRelay } from './mail-relay.mjs';
import { serve } from './serve.mjs';
import { vitalsPath } from '../build/hosting.mjs';
import { supervise } from './supervise.mjs';
import { startVitalsApi } from './vitalsApi.mjs';
import { localEmulatorHost, localProjectId, splitHostPort } from '../../services/localBackend.mjs';

const emulatorHost = process.env.VITE_FIRESTORE_EMULATOR_HOST ?? localEmulatorHost;
const { host, port } = splitHostPort(emulatorHost);

/** @type {Array<() => Promise<void>>} what to stop on Ctrl-C, last started first */
const stops = [];
let inboxLine = '';
try {
  const emulator = await startEmulator({ host, port });
  stops.push(emulator.stop);
  await loadRules(emulatorHost).catch((error) => {
    throw new Error(`The Firestore emulator did not take the rules: ${error instanceof Error ? error.message : error}`);
  });
  console.log(
    `Firestore emulator running at ${emulatorHost} (project ${localProjectId}, production rules). \`npm run enquiries\` lists what the form sent.`,
  );
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025);
  const webPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
  // The inbox keeps its e-mails on disk for this run, so a restarted MailDev still lists them.
  const mailDirectory = mkdtempSync(join(tmpdir(), 'nexoform-inbox-'));
  stops.push(async () => rmSync(mailDirectory, { recursive: true, force: true }));
  const inbox = supervise({
    name: 'The local inbox (MailDev)',
    start: () => startMailDev({ smtpPort, webPort, mailDirectory }),
  });
  stops.push(inbox.stop);
  const relay = supervise({
    name: 'The mail relay',
    start: async () => spawnMailRelay({ emulatorHost, smtp: { port: smtpPort } }),
  });
  stops.push(relay.stop);
  inboxLine = `  The sales team's inbox (every enquiry, as e-mailed): http://127.0.0.1:${webPort}\n`;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // The emulator's messages name it, and so does the rules' above.
  console.warn(message);
  console.warn('The site is served anyway; the contact form will report that it cannot send.');
}

// The pages' vitals and CSP reports, counted in the emulator (`npm run vitals` prints them).
const vitalsApi = await startVitalsApi({ emulatorHost });
stops.push(vitalsApi.stop);
const site = await serve({
  port: Number(process.env.PORT ?? 3000),
  brotli: true,
  extraSources: { 'connect-src': [`http://${emulatorHost}`] },
  api: { [vitalsPath]: vitalsApi.handler },
});
stops.push(site.close);
console.log(`\n  Nexoform is running at ${site.url}\n${inboxLine}  Ctrl-C stops everything.\n`);

const shutdown = async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
