// @ts-check
/**
 * `npm run build` runs this first: the content files through the schema (publishing/entries.ts).
 * A refused file stops the build before anything else is printed, so the problems are the whole
 * output, one line each with the file, the field, what is wrong and what to do, and no stack trace
 * (docs/decisions.md, "Content errors"). `npm run content:check` runs it alone, with the file-shape
 * check of publishing/canonical.ts as well (`--shape`), and then reports the entries that have no
 * translation into each language (`--translations`): a to-do list, not a problem (docs/decisions.md,
 * "Translated entries").
 */
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { runningTestRun, testRunBusy } from './testRun.mjs';

// `npm run build` (npm names the script it runs) would replace the site a running `npm test` serves.
const testRun = process.env.npm_lifecycle_event === 'build' ? runningTestRun(process.cwd()) : undefined;
if (testRun !== undefined) {
  console.error(`\n${testRunBusy(testRun)}; nothing was built.\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { shape: { type: 'boolean', default: false }, translations: { type: 'boolean', default: false } },
});
const load = async (/** @type {string} */ path) =>
  (await runnerImport(path, { configFile: false, logLevel: 'silent' })).module;

/** @type {string[]} */
const lines = [];
const { loadEntries, ContentError } = await load('/publishing/entries.ts');
const entries = await loadEntries(process.cwd()).catch((/** @type {unknown} */ error) => {
  if (!(error instanceof ContentError)) throw error;
  lines.push(.../** @type {string[]} */ (/** @type {any} */ (error).problems));
});
const fileOf = (/** @type {string} */ line) => line.slice(0, line.indexOf(':'));
if (values.shape) {
  const { formatContent } = await load('/publishing/formatContent.ts');
  /** @type {{ file: string, status: string }[]} */
  const results = await formatContent(process.cwd(), { write: false });
  const refused = new Set(lines.map(fileOf));
  for (const { file, status } of results)
    if (status === 'differs' && !refused.has(file))
      lines.push(`${file}: not in the editor's file shape; run npm run content:format`);
}
// By file (each file's own lines are already in line order, the shape's last).
lines.sort((a, b) => (fileOf(a) < fileOf(b) ? -1 : fileOf(a) > fileOf(b) ? 1 : 0));
if (lines.length > 0) {
  console.error(`\nThe content has ${lines.length} problem${lines.length === 1 ? '' : 's'}; nothing was built:\n`);
  for (const line of lines) console.error(`  ${line}`);
  console.error('');
  process.exitCode = 1;
} else if (values.translations) {
  const { missingTranslations, missingTranslationsReport } = await load('/publishing/translations.ts');
  console.log(`\nTranslations (not problems: an entry with none is shown in English):\n`);
  for (const line of missingTranslationsReport(missingTranslations(entries))) console.log(`  ${line}`);
  console.log('');
}
