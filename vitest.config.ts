import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { responsiveImages } from './scripts/build/responsiveImages.ts';

/**
 * Every `*.test.ts(x)` of the site's folders and of tests/: unit, content, rules and lint tests, the
 * delivery fault suite (docs/quality.md) and the Cloud Functions' logic. tests/site and
 * tests/webkit have configs of their own: they need the built site served.
 */
const siteFolders = ['components', 'content', 'domain', 'hosting', 'publishing', 'pages', 'services', 'theme'];
const files = [...siteFolders, 'scripts', 'functions/src', 'tests']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^tests\/(site|webkit)\//.test(file));

/**
 * A file that replaces a module or a global (vi.mock, stubs, fake timers) or builds a DOM runs
 * with a module graph of its own. Every other file shares its worker's: Firebase, Vite and the
 * build's modules are imported once per worker instead of once per file (docs/decisions.md#d85).
 */
const needsOwnModules = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|@vitest-environment jsdom/.test(
    readFileSync(file, 'utf8'),
  );
const ownModules = files.filter(needsOwnModules);

// Unit, content and rules tests. Vike's plugin is left out on purpose: tests import
// components and modules directly, not through the router. The image pipeline is in: content
// modules import their photos through it.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), responsiveImages()],
  test: {
    // Node by default: a file that renders or needs the browser's objects asks for jsdom in its first line
    // (`// @vitest-environment jsdom`), so the other files do not pay for building a DOM.
    environment: 'node',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    // Set-up hooks load rules and import the Firebase SDK: on a busy machine that takes past Vitest's 10 s default.
    hookTimeout: 20_000,
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the files one by
    // one. Each file that writes to the emulator uses a project of its own, so files never share data.
    maxWorkers: availableParallelism(),
    // firebase-admin would look for a cloud metadata server off this machine: tests use local emulators only.
    env: { METADATA_SERVER_DETECTION: 'none' },
    projects: [
      // Benchmarks run once, in the shared project: each project would otherwise find them too.
      { extends: true, test: { name: 'own modules', include: ownModules, benchmark: { include: [] } } },
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: files.filter((file) => !ownModules.includes(file)),
          isolate: false,
        },
      },
    ],
  },
});
