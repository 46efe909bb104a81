// @ts-check
/**
 * Finds and starts the local Cloud Firestore emulator, without firebase-tools (which needs
 * Java 21). Looks, in order, at: FIRESTORE_EMULATOR_BIN (the launcher script or the jar),
 * gcloud's install, and firebase-tools' cached jar.
 *
 *   node scripts/local/emulator.mjs [--port 8080]   starts it in the foreground until Ctrl-C
 */
import { spawn, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localEmulatorPort } from '../../services/localBackend.mjs';
import { childEnd } from './supervise.mjs';

const launcherInSdk = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';

const javaHint = 'Java 17 or newer must be on the PATH.';
const installHint =
  'The Cloud Firestore emulator was not found. Install it with `gcloud components install cloud-firestore-emulator` ' +
  '(or `apt-get install google-cloud-cli-firestore-emulator`), or point FIRESTORE_EMULATOR_BIN at its ' +
  `\`cloud_firestore_emulator\` launcher or its .jar. ${javaHint}`;

/** @returns {string[]} gcloud SDK roots worth looking in */
function sdkRoots() {
  const roots = [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ];
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    if (root) roots.unshift(root);
  } catch {
    // No gcloud on the PATH: the fixed locations above still apply.
  }
  return roots;
}

/** @param {string} path @returns {{ command: string, args: string[] }} */
function commandFor(path) {
  return path.endsWith('.jar') ? { command: 'java', args: ['-jar', path] } : { command: path, args: [] };
}

/** @returns {{ command: string, args: string[], source: string } | null} */
export function findEmulator() {
  const override = process.env.FIRESTORE_EMULATOR_BIN;
  if (override) {
    if (!existsSync(override)) throw new Error(`FIRESTORE_EMULATOR_BIN points at ${override}, which does not exist.`);
    return { ...commandFor(override), source: 'FIRESTORE_EMULATOR_BIN' };
  }
  for (const root of sdkRoots()) {
    const launcher = join(root, launcherInSdk);
    if (existsSync(launcher)) return { ...commandFor(launcher), source: `gcloud (${root})` };
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jar = readdirSync(cache)
      .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
      // By version, so v1.19.10 comes after v1.19.9.
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .at(-1);
    if (jar) return { ...commandFor(join(cache, jar)), source: 'firebase-tools cache' };
  }
  return null;
}

/**
 * Starts the emulator and resolves once it accepts requests.
 * @param {{ port: number, host?: string, quiet?: boolean }} options
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startEmulator({ port, host = '127.0.0.1', quiet = true }) {
  const found = findEmulator();
  if (!found) throw new Error(installHint);
  const child = spawn(found.command, [...found.args, 'start', `--host=${host}`, `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stop() also ends the JVM the launcher script starts.
    detached: true,
  });
  const { exited, stop } = childEnd(child, {
    end: () => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
      } catch {
        // The group is gone already; its exit is on its way.
      }
    },
  });
  let output = '';
  await Promise.race([
    new Promise((resolve) => {
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (/** @type {Buffer} */ chunk) => {
          output += chunk.toString();
          if (!quiet) process.stderr.write(chunk);
          if (output.includes('Dev App Server is now running')) resolve(undefined);
        });
    }),
    exited.then((code) => Promise.reject(new Error(`The Firestore emulator exited with code ${code}:\n${output}`))),
    // A launcher that cannot run at all (no Java on the PATH) is refused here, not left to crash the caller.
    once(child, 'error').then(([error]) =>
      Promise.reject(new Error(`The Firestore emulator could not run (${error.message}). ${javaHint}`)),
    ),
    sleep(60_000, undefined, { ref: false }).then(() =>
      Promise.reject(new Error(`The Firestore emulator did not start within 60 s:\n${output}`)),
    ),
  ]);
  return { host: `${host}:${port}`, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: String(localEmulatorPort) } } });
  const emulator = await startEmulator({ port: Number(values.port), quiet: false });
  console.log(`Firestore emulator running at ${emulator.host}. Ctrl-C stops it.`);
  const stop = async () => {
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
