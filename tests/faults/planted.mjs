// @ts-check
/**
 * `npm run test:faults`: what the suite can see (docs/quality.md, "The suite's power"). Each fault
 * of planted.json is a one-line change a careless edit could make. One at a time, a fault is
 * planted in a fresh copy of the tree (node_modules linked, as tests/e2e/editorFixture.ts does) and its
 * checks run there, cheapest first, until one fails: the fault is caught, by the tests that failed.
 * A fault no check sees is missed, and the command exits non-zero. Not part of `npm test` or CI.
 *
 *   npm run test:faults                    every fault
 *   npm run test:faults -- --only <id,…>   some
 *   npm run test:faults -- --list          the faults and their checks; nothing runs
 *   npm run test:faults -- --clean         each check once on the tree as it is: all must pass,
 *                                          or a "caught" would mean nothing
 *
 * A check is `<steps>` or `<steps>: <arguments>`: the steps of tests/support/test.mjs, the
 * arguments passed to Playwright after `--`. `unit: <filters>` runs Vitest on those filters alone
 * (the runner passes no filter to Vitest), on an emulator of its own.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { copyRepository } from '../support/copyRepository.mjs';

const tree = process.cwd();
/** @type {{ id: string, file: string, find: string, replace: string, why: string, checks: string[] }[]} */
const faults = JSON.parse(readFileSync(new URL('planted.json', import.meta.url), 'utf8'));
const args = process.argv.slice(2);
const only = args.includes('--only') ? String(args[args.indexOf('--only') + 1]).split(',') : null;
const clean = args.includes('--clean');
const selected = only ? faults.filter((fault) => only.includes(fault.id)) : faults;
const chosen = clean
  ? [...new Set(selected.flatMap((fault) => fault.checks))].map((check) => ({
      id: check,
      file: '(none planted)',
      find: '',
      replace: '',
      why: '',
      checks: [check],
    }))
  : selected;
const unknown = only?.filter((id) => !faults.some((fault) => fault.id === id)) ?? [];
if (unknown.length > 0) throw new Error(`No such fault: ${unknown.join(', ')}`);

// The runner's steps, from its usage line: a check naming another step fails here, not as "caught".
const runner = readFileSync(join(tree, 'tests/support/test.mjs'), 'utf8');
const runnerSteps = (/some steps \(([^)]*)\)/.exec(runner)?.[1] ?? '').split(/,\s*/);

// Every fault must apply exactly once, checked before anything runs: a fault whose text moved
// would otherwise stop being planted without anyone noticing.
for (const fault of faults) {
  const count = readFileSync(join(tree, fault.file), 'utf8').split(fault.find).length - 1;
  if (count !== 1) throw new Error(`Fault ${fault.id}: its text occurs ${count} times in ${fault.file}, not once`);
  for (const check of fault.checks)
    for (const step of (check.split(':')[0] ?? '').split(','))
      if (!runnerSteps.includes(step.trim())) throw new Error(`Fault ${fault.id}: no runner step "${step}"`);
}

if (args.includes('--list')) {
  for (const fault of chosen)
    console.log(`${fault.id}  ${fault.file}\n  ${fault.why}\n  checks: ${fault.checks.join(' | ')}`);
  process.exit(0);
}

const env = { ...process.env, METADATA_SERVER_DETECTION: 'none' };

/**
 * Runs a command in `cwd`; resolves with its exit code and output (its process group is ended after 20 min).
 * @param {string} command @param {string[]} commandArgs @param {string} cwd @param {NodeJS.ProcessEnv} [extraEnv]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, commandArgs, cwd, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env: { ...env, ...extraEnv }, detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGTERM'), 20 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/**
 * The tests a failed run names: Vitest's `FAIL` lines and Playwright's numbered failures, each with
 * the message under it. A test that only ran out of time, or a whole file's failure (`FAIL  a.test.ts
 * [ a.test.ts ]`: an import or a set-up hook), names no catch: on a busy machine that is the machine.
 * @param {string} output
 */
function failedTests(output) {
  const named = new Set();
  const header = /^\s*(?:FAIL\s+|\d+\) )(.+?)\s*─*$/;
  for (const block of output.split(/^(?=\s*FAIL\s|\s+\d+\) \[\w+\] › )/m).slice(1)) {
    const [first = '', ...rest] = block.split('\n');
    const name = header.exec(first)?.[1];
    const timedOut = /^\s*(Test timeout of|Error: Test timed out in)/m.test(rest.slice(0, 4).join('\n'));
    if (name && !name.endsWith(']') && !timedOut) named.add(name);
  }
  return [...named];
}

/** The emulator of the `unit: <filters>` checks: one for the whole run, started when first needed. */
const { startEmulator } = await import(pathToFileURL(join(tree, 'scripts/local/emulator.mjs')).href);
const { freePort } = await import(pathToFileURL(join(tree, 'scripts/local/ports.mjs')).href);
/** @type {{ host: string, stop: () => Promise<void> } | undefined} */
let emulator;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void (emulator?.stop() ?? Promise.resolve()).then(() => process.exit(1)));

/**
 * One check in `copy`, its output kept in `log`: null when it passed; else the tests that failed,
 * or, when it failed with no test failing (the run itself broke, which is no catch), its last error.
 * @param {string} copy @param {string} check @param {string} log
 */
async function runCheck(copy, check, log) {
  const [steps = '', rest = ''] = check.split(/:(.*)/s).map((part) => part.trim());
  const extra = rest.split(/\s+/).filter(Boolean);
  let result;
  if (steps === 'unit' && extra.length > 0) {
    const { host } = (emulator ??= await startEmulator({ port: await freePort() }));
    result = await run('npx', ['vitest', 'run', ...extra], copy, { FIRESTORE_EMULATOR_HOST: host });
  } else {
    const runnerArgs = ['tests/support/test.mjs', '--only', steps, ...(extra.length ? ['--', ...extra] : [])];
    result = await run(process.execPath, runnerArgs, copy);
  }
  const output = stripVTControlCharacters(result.output);
  writeFileSync(log, output);
  if (result.code === 0) return null;
  const failed = failedTests(output);
  if (failed.length > 0) return { failed, error: false };
  const lastError = output.split('\n').findLast((line) => /^\s*(✖|Error|FAIL)/.test(line));
  return { failed: [lastError?.trim() ?? `exit ${result.code}, no error printed`], error: true };
}

const logs = join(tree, 'test-results/faults');
mkdirSync(logs, { recursive: true });
const results = [];
for (const fault of chosen) {
  const started = Date.now();
  const copy = mkdtempSync(join(tmpdir(), 'nexoform-fault-'));
  copyRepository(tree, copy);
  const target = join(copy, fault.file);
  if (!clean)
    writeFileSync(
      target,
      readFileSync(target, 'utf8').replace(fault.find, () => fault.replace),
    );
  let caught = null;
  for (const [index, check] of fault.checks.entries()) {
    console.log(`${fault.id}: ${check}`);
    const outcome = await runCheck(copy, check, join(logs, `${fault.id.replace(/\W+/g, '_')}.${index + 1}.log`));
    // A check that broke could not judge: the next one may still catch the fault.
    if (outcome) caught = { check, ...outcome };
    if (caught && !caught.error) break;
  }
  rmSync(copy, { recursive: true, force: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ fault, caught, seconds });
  console.log(`${fault.id}: ${verdict(caught)} ${caught?.failed.join('; ') ?? ''} (${seconds} s)\n`);
}
await emulator?.stop();

/** @param {{ check: string, error: boolean } | null} caught */
function verdict(caught) {
  if (clean) return caught ? '**failed**' : 'passed';
  return !caught ? '**missed**' : caught.error ? '**error**' : `caught (${caught.check})`;
}
const caughtCount = results.filter(({ caught }) => caught && !caught.error).length;
const failedCount = results.filter(({ caught }) => caught).length;
const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const table = [
  clean
    ? `Checks on the unplanted tree, ${new Date().toISOString()}: ${failedCount} of ${results.length} failed.`
    : `Planted faults, ${new Date().toISOString()}: ${caughtCount} of ${results.length} caught.`,
  '',
  '| Fault | File | Result | Failed tests | s |',
  '| --- | --- | --- | --- | --: |',
  ...results.map(
    ({ fault, caught, seconds }) =>
      `| ${fault.id} | ${fault.file} | ${verdict(caught)} | ${cell(caught?.failed.join('; ') ?? '')} | ${seconds} |`,
  ),
].join('\n');
console.log(`\n${table}`);
writeFileSync(join(tree, `test-results/faults${clean ? '-clean' : ''}.md`), `${table}\n`);
process.exit((clean ? failedCount === 0 : caughtCount === results.length) ? 0 : 1);
