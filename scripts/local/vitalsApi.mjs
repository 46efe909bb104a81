// @ts-check
/**
 * The `vitals` function served locally, as Firebase Hosting's rewrite serves it in production
 * (`/api/vitals`, scripts/build/hosting.mjs): functions/src/vitals.ts bundled as `npm run
 * build:functions` bundles it, writing to a Firestore emulator. `serve({ api })` routes to it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { build } from 'rolldown';
import { maxReportBytes } from '../../domain/vitals.mjs';
import { localProjectId } from '../../services/localBackend.mjs';

/** @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} Handler */

/**
 * @param {{ emulatorHost: string, projectId?: string }} options
 * @returns {Promise<{ handler: Handler, stop: () => Promise<void> }>}
 */
export async function startVitalsApi({ emulatorHost, projectId = localProjectId }) {
  // Inside node_modules, so the bundle's firebase-admin and firebase-functions resolve to the project's.
  const cache = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'vitals-function-'));
  await build({
    input: fileURLToPath(new URL('../../functions/src/vitals.ts', import.meta.url)),
    platform: 'node',
    external: [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/],
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: 'vitals.mjs' },
  });
  /** @type {{ handleReport: (db: import('firebase-admin/firestore').Firestore, request: { method: string, contentType: string, body: Buffer, size: number }) => Promise<number> }} */
  const { handleReport } = await import(pathToFileURL(join(outDir, 'vitals.mjs')).href);
  const app = initializeApp({ projectId }, `vitals-${Date.now()}`);
  const db = getFirestore(app);
  db.settings({ host: emulatorHost, ssl: false });
  /** @type {Handler} */
  const handler = (request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= maxReportBytes) chunks.push(chunk);
    });
    request.on('end', async () => {
      response.statusCode = await handleReport(db, {
        method: request.method ?? 'GET',
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
        size,
      }).catch(() => 500);
      response.end();
    });
  };
  return {
    handler,
    stop: async () => {
      await deleteApp(app);
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
