// @ts-check
/**
 * `npm run content:format`: every content file in the shape the editor writes (publishing/canonical.ts).
 * `-- --check` changes nothing and exits 1 naming each file that differs. Run from the repository root.
 */
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
// The schema is TypeScript importing other modules: Vite's module runner loads it as the build does.
const { module } = await runnerImport('/publishing/formatContent.ts', { configFile: false, logLevel: 'error' });
/** @type {{ file: string, status: string, reason?: string }[]} */
const results = await module.formatContent(process.cwd(), { write: !values.check });
for (const { file, status, reason } of results) {
  if (status === 'rewritten') console.log(`rewritten  ${file}`);
  if (status === 'differs') console.log(`${file}: not in the editor's shape; run npm run content:format`);
  if (status === 'skipped') console.log(`${file}: left as it is (${reason}); fix it, then run npm run content:format`);
}
const same = results.filter((result) => result.status === 'canonical').length;
console.log(`${results.length} content files, ${same} already in the editor's shape.`);
process.exitCode = results.some(({ status }) => status === 'differs' || status === 'skipped') ? 1 : 0;
