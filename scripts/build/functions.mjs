// @ts-check
/**
 * `npm run build:functions`: the Cloud Functions in functions/ as one bundle, functions/lib/index.js,
 * with what they import from the rest of the repository (keystatic.config.ts and the content types
 * it reads, Keystatic's API) bundled in, and the editor's built page beside it (functions/lib/editor,
 * from `npm run build:editor`). Only firebase-functions and firebase-admin stay outside: they are the
 * dependencies in functions/package.json that Cloud Build installs. See docs/decisions.md, "Pipeline".
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {{ outDir?: string, editorDir?: string }} [options] */
export async function buildFunctions({
  outDir = join(root, 'functions/lib'),
  editorDir = join(root, 'dist/editor'),
} = {}) {
  if (!existsSync(join(editorDir, 'index.html')))
    throw new Error(`${editorDir}/index.html is missing: build the editor's page first (npm run build:editor).`);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    input: join(root, 'functions/src/index.ts'),
    platform: 'node',
    external: [/^firebase-functions(\/|$)/, /^firebase-admin(\/|$)/],
    // keystatic.config.ts reads its storage settings from import.meta.env, which only Vite fills in.
    transform: { define: { 'import.meta.env': 'undefined' } },
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', entryFileNames: 'index.js', codeSplitting: false },
  });
  cpSync(editorDir, join(outDir, 'editor'), { recursive: true });
  return outDir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`functions bundled in ${await buildFunctions()}`);
}
