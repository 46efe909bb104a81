/**
 * Builds the hosted editor as `npm run deploy` does (the page, then the functions bundle) for
 * functions/src/editor.test.ts, as Vitest's global setup: the heaviest step of the unit tests, run
 * beside them it starved the Firestore rules tests' set-up of time.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { buildFunctions } from '../../scripts/build/functions.mjs';

export const editorTestBuild = join(process.cwd(), 'node_modules/.cache/editor-function-test');
/** The directory the Functions Framework is pointed at: a package whose main is the bundle. */
export const editorTestPackage = join(editorTestBuild, 'functions');

export async function buildEditorFunction() {
  rmSync(editorTestBuild, { recursive: true, force: true });
  const editorDir = join(editorTestBuild, 'editor');
  await build({ configFile: 'scripts/build/editor/vite.config.ts', logLevel: 'warn', build: { outDir: editorDir } });
  await buildFunctions({ outDir: join(editorTestPackage, 'lib'), editorDir });
  writeFileSync(join(editorTestPackage, 'package.json'), JSON.stringify({ type: 'module', main: 'lib/index.js' }));
}

export const isBuilt = () => existsSync(join(editorTestPackage, 'lib/index.js'));

/** Vitest's global setup: builds when the run includes the editor's test (a full run, or a filter naming it). */
export default async function setup() {
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-') && arg !== 'run');
  if (
    filters.length === 0 ||
    filters.some((filter) => 'functions/src/editor.test.ts'.includes(filter) || filter.includes('functions'))
  )
    await buildEditorFunction();
}
