// @ts-check
/**
 * `npm test`: every check, in the order that fails fastest. Starts and stops what the tests
 * need: the Firestore emulator (rules and end-to-end tests) and a static server that sends
 * the firebase.json headers (end-to-end tests).
 *
 *   node scripts/test.mjs                      everything
 *   node scripts/test.mjs --only unit,e2e      some steps (static, unit, build, e2e, webkit)
 *   node scripts/test.mjs --only e2e -- home   extra arguments go to Playwright
 *
 * e2e runs Playwright in Chromium and Firefox; webkit runs tests/webkit (WebdriverIO driving
 * WebKitGTK's MiniBrowser under xvfb-run). See docs/decisions.md, "Browser engines".
 */
import { spawn } from 'node:child_process';
import { ensureBrowsers } from './browsers.mjs';
import { ensureChromium } from './chromium.mjs';
import { startEmulator } from './emulator.mjs';
import { loadRules } from './firestore-rules.mjs';
import { freePort } from './ports.mjs';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const extra = separator >= 0 ? args.slice(separator + 1) : [];
const onlyIndex = args.indexOf('--only');
const steps = new Set(
  onlyIndex >= 0 ? String(args[onlyIndex + 1]).split(',') : ['static', 'unit', 'build', 'e2e', 'webkit'],
);
const browserSteps = steps.has('e2e') || steps.has('webkit');

/** @param {string} command @param {string[]} commandArgs @param {NodeJS.ProcessEnv} [env] */
function run(command, commandArgs, env = {}) {
  console.log(`\n▶ ${command} ${commandArgs.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${commandArgs.join(' ')} failed (${code})`)),
    );
  });
}

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  if (steps.has('static')) {
    await run('npx', ['tsc', '--noEmit']);
    await run('npx', ['eslint', '.', '--max-warnings=0']);
    await run('npx', ['prettier', '--check', '.']);
  }
  const needsEmulator = steps.has('unit') || browserSteps;
  const emulator = needsEmulator ? await startEmulator({ port: await freePort() }) : null;
  if (emulator) cleanups.push(emulator.stop);
  const emulatorEnv = emulator ? { FIRESTORE_EMULATOR_HOST: emulator.host } : {};
  if (steps.has('unit')) await run('npx', ['vitest', 'run'], emulatorEnv);
  if (steps.has('build')) {
    // The site under test writes to this run's emulator (DECISIONS.md build-time contract).
    await run('npx', ['vike', 'build'], emulator ? { VITE_FIRESTORE_EMULATOR_HOST: emulator.host } : {});
  }
  if (browserSteps) {
    const chromium = ensureChromium();
    const browsers = ensureBrowsers({ firefox: steps.has('e2e'), webkit: steps.has('webkit') });
    // The site under test writes through the production rules.
    if (emulator) await loadRules(emulator.host);
    const site = await serve({ port: await freePort(), extraConnectSrc: emulator ? [`http://${emulator.host}`] : [] });
    cleanups.push(site.close);
    const env = { ...emulatorEnv, ...browsers, E2E_BASE_URL: site.url, CHROMIUM_PATH: chromium };
    if (steps.has('e2e')) await run('npx', ['playwright', 'test', ...extra], env);
    if (steps.has('webkit')) {
      // MiniBrowser needs a display: a virtual one unless the caller has a real one.
      const vitest = ['vitest', 'run', '--config', 'tests/webkit/vitest.config.ts'];
      if (process.env.DISPLAY) await run('npx', vitest, env);
      else await run('xvfb-run', ['--auto-servernum', 'npx', ...vitest], env);
    }
  }
  await cleanUp();
  console.log('\nAll checks passed.');
} catch (error) {
  await cleanUp();
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
