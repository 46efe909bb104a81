import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

// A machine without gcloud: no SDK is found, so the cached jars of firebase-tools are what is left.
const home = vi.hoisted(() => ({ path: '' }));
vi.mock('node:os', async (original) => ({ ...(await original<typeof import('node:os')>()), homedir: () => home.path }));
vi.mock('node:child_process', async (original) => ({
  ...(await original<typeof import('node:child_process')>()),
  execFileSync: () => {
    throw new Error('gcloud: command not found');
  },
}));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return { ...fs, existsSync: (path: string) => path.startsWith(home.path) && fs.existsSync(path) };
});
const { findEmulator, startEmulator } = await import('./emulator.mjs');
home.path = mkdtempSync(join(tmpdir(), 'nexoform-home-'));
afterAll(() => rmSync(home.path, { recursive: true, force: true }));

it("picks firebase-tools' newest cached emulator by version, not by text", () => {
  const cache = join(home.path, '.cache/firebase/emulators');
  mkdirSync(cache, { recursive: true });
  for (const version of ['1.19.9', '1.19.10', '1.2.0'])
    writeFileSync(join(cache, `cloud-firestore-emulator-v${version}.jar`), '');
  expect(findEmulator()).toEqual({
    command: 'java',
    args: ['-jar', join(cache, 'cloud-firestore-emulator-v1.19.10.jar')],
    source: 'firebase-tools cache',
  });
});

it('`npm run emulator` refuses an option it does not know', () => {
  const run = spawnSync(process.execPath, ['scripts/local/emulator.mjs', '--prot', '9000'], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Unknown option '--prot'");
});

it('refuses to start, without crashing its caller, when Java is not on the PATH', async () => {
  const jar = join(home.path, 'cloud-firestore-emulator.jar');
  writeFileSync(jar, '');
  vi.stubEnv('FIRESTORE_EMULATOR_BIN', jar);
  vi.stubEnv('PATH', home.path);
  await expect(startEmulator({ port: 9 })).rejects.toThrow(
    'The Firestore emulator could not run (spawn java ENOENT). Java 17 or newer must be on the PATH.',
  );
});
