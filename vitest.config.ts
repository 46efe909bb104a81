import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { responsiveImages } from './scripts/build/responsiveImages.ts';

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
    include: [
      '{components,content,domain,hosting,publishing,pages,services,theme,scripts,functions/src,tests/unit,tests/docs,tests/lint,tests/support,tests/ci}/**/*.test.{ts,tsx}',
      'tests/rules/**/*.test.ts',
      // The delivery fault suite (docs/quality.md) and the Cloud Functions' logic, on the run's emulator.
      'tests/faults/**/*.test.ts',
      'functions/src/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
    // The hosted editor's page and bundle, built once before the test files run (tests/support/editorFunctionBuild.ts).
    globalSetup: ['tests/support/editorFunctionBuild.ts'],
    testTimeout: 20_000,
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the files one by
    // one. Each file that writes to the emulator uses a project of its own, so files never share data.
    maxWorkers: availableParallelism(),
    // firebase-admin would look for a cloud metadata server off this machine: tests use local emulators only.
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
