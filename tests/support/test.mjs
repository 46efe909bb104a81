// @ts-check
/**
 * `npm test`: every check, in the order that fails fastest, each started once per run: one
 * Firestore emulator, one build, one local server with the firebase.json headers, one inbox
 * (MailDev fed by the mail relay), all on free ports.
 *
 *   node tests/support/test.mjs                      everything (what CI runs)
 *   node tests/support/test.mjs --only unit,e2e      some steps (static, unit, build, site, e2e, webkit)
 *   node tests/support/test.mjs --only e2e -- home   extra arguments go to Playwright
 *
 * site checks what every built page's HTML and headers say, in Node (tests/site/); e2e runs the
 * browser specs in Chromium and Firefox ESR in one Playwright run; webkit runs tests/webkit
 * (WebdriverIO driving WebKitGTK's MiniBrowser under xvfb-run). See docs/quality.md, "What runs where".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBrowsers, ensureChromium } from './browsers.mjs';
import { probeFirefox } from './firefoxProbe.mjs';
import { startEmulator } from '../../scripts/local/emulator.mjs';
import { loadRules } from '../../scripts/local/firestore-rules.mjs';
import { startMailDev } from '../../scripts/local/maildev.mjs';
import { startMailRelay } from '../../scripts/local/mail-relay.mjs';
import { freePort } from '../../scripts/local/ports.mjs';
import { localEmulatorPort } from '../../services/localBackend.mjs';
import { serve } from '../../scripts/local/serve.mjs';
import { startVitalsApi } from '../../scripts/local/vitalsApi.mjs';
import { vitalsPath } from '../../scripts/build/hosting.mjs';
import { claimTestRun } from '../../scripts/build/testRun.mjs';

// Google's libraries (firebase-admin in the Cloud Functions' tests) look for a cloud metadata server
// outside this machine; tests talk to local emulators only, so they are told there is none.
process.env.METADATA_SERVER_DETECTION = 'none';
const args = process.argv.slice(2);
const separator = args.indexOf('--');
const extra = separator >= 0 ? args.slice(separator + 1) : [];
const onlyIndex = args.indexOf('--only');
const steps = new Set(
  onlyIndex >= 0 ? String(args[onlyIndex + 1]).split(',') : ['static', 'unit', 'build', 'site', 'e2e', 'webkit'],
);
const browserSteps = steps.has('e2e') || steps.has('webkit');
const servedSteps = browserSteps || steps.has('site');

/** @param {string} command @param {string[]} commandArgs @param {NodeJS.ProcessEnv} [env] */
function run(command, commandArgs, env = {}) {
  console.log(`\n▶ ${command} ${commandArgs.join(' ')}`);
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      // Each step's time, so a slow CI run shows where its minutes went.
      console.log(`◀ ${command} ${commandArgs[0] ?? ''}: ${Math.round((Date.now() - start) / 1000)} s`);
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${commandArgs.join(' ')} failed (${code})`));
    });
  });
}

/** Waits for both steps to end (neither is left running), then fails if either failed. */
async function both(/** @type {Promise<unknown>} */ first, /** @type {Promise<unknown>} */ second) {
  const failed = (await Promise.allSettled([first, second])).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The project of the production-like build: not `demo-`, so App Check is on (docs/decisions.md#d17). */
const productionLikeProject = 'nexoform-production-like';
/** Where the production-like build's dist/ is kept while the site under test takes dist/. */
const productionLikeSite = fileURLToPath(new URL('../../tmp/production-like', import.meta.url));
/** Arguments that name tests/e2e/production/ (or none) ask for the production-like build. */
const productionOnly = extra.some((arg) => arg.includes('e2e/production'));
const productionLike = steps.has('build') && steps.has('e2e') && (extra.length === 0 || productionOnly);

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
// `timeout` and CI runners stop with SIGTERM: the emulator and the inbox must not outlive the run.
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

try {
  // One run at a time (scripts/build/testRun.mjs), checked before anything is built or started.
  const releaseTestRun = claimTestRun(process.cwd());
  cleanups.push(async () => releaseTestRun());
  if (steps.has('static')) {
    // Two at a time: each of these runs on one core.
    await both(run('npx', ['tsc', '--noEmit']), run('npx', ['eslint', '.', '--max-warnings=0']));
    // Dead code: files, exports and dependencies nothing uses (knip.jsonc).
    await both(run('npx', ['prettier', '--check', '.']), run('npx', ['knip', '--no-progress']));
  }
  const needsEmulator = steps.has('unit') || servedSteps;
  // The emulator's address is built into the site under test, and with it into its chunks' names:
  // on the usual port (when free) the build's bytes are the same in every run, so the byte budgets
  // measure the same files each time, not a random port's hash (docs/quality.md, "Byte budgets").
  const emulator = needsEmulator ? await startEmulator({ port: await freePort(localEmulatorPort) }) : null;
  if (emulator) cleanups.push(emulator.stop);
  const emulatorEnv = emulator ? { FIRESTORE_EMULATOR_HOST: emulator.host } : {};
  if (steps.has('build')) {
    // Before the unit tests: the first build encodes every photo once into the image cache, where
    // the second build, the unit tests' imports of content and their own build of added content
    // find them; the other way round, the two encoded the same photos at once on a fresh clone.
    if (productionLike && emulator) {
      // For tests/e2e/production/: a non-demo project, so App Check is on, still writing to this
      // run's emulator. Served beside the site under test, so its specs run in the one Playwright run.
      await run('npx', ['vike', 'build'], {
        VITE_FIREBASE_PROJECT_ID: productionLikeProject,
        VITE_FIREBASE_API_KEY: 'production-like-api-key',
        VITE_FIREBASE_APP_ID: '1:000000000000:web:productionlike',
        VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'production-like-site-key',
        VITE_FIRESTORE_EMULATOR_HOST: emulator.host,
      });
      rmSync(productionLikeSite, { recursive: true, force: true });
      mkdirSync(productionLikeSite, { recursive: true });
      renameSync('dist', `${productionLikeSite}/dist`);
    }
    // The site under test writes to this run's emulator (docs/decisions.md "Build-time settings").
    await run('npx', ['vike', 'build'], emulator ? { VITE_FIRESTORE_EMULATOR_HOST: emulator.host } : {});
  }
  if (steps.has('unit')) await run('npx', ['vitest', 'run'], emulatorEnv);
  if (servedSteps) {
    // The site under test writes through the production rules.
    if (emulator) await loadRules(emulator.host);
    const connectSrc = emulator ? [`http://${emulator.host}`] : [];
    // The `vitals` function, as Hosting's rewrite reaches it, writing to this run's emulator.
    const vitalsApi = emulator ? await startVitalsApi({ emulatorHost: emulator.host }) : null;
    if (vitalsApi) cleanups.push(vitalsApi.stop);
    /** @type {import('../../scripts/local/serve.mjs').Api} */
    const api = vitalsApi ? { [vitalsPath]: vitalsApi.handler } : {};
    const site = await serve({ port: await freePort(), extraSources: { 'connect-src': connectSrc }, api });
    cleanups.push(site.close);
    if (steps.has('site'))
      await run('npx', ['vitest', 'run', '--config', 'tests/site/vitest.config.ts'], {
        ...emulatorEnv,
        E2E_BASE_URL: site.url,
      });
    if (browserSteps) {
      const chromium = ensureChromium();
      const browsers = ensureBrowsers({ firefox: steps.has('e2e'), webkit: steps.has('webkit') });
      const inbox = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
      cleanups.push(inbox.stop);
      if (emulator) cleanups.push(startMailRelay({ emulatorHost: emulator.host, smtp: { port: inbox.smtpPort } }).stop);
      let productionSite = null;
      if (productionLike && emulator) {
        await loadRules(emulator.host, productionLikeProject);
        const extraSources = { 'connect-src': connectSrc };
        productionSite = await serve({ site: productionLikeSite, port: await freePort(), extraSources, api });
        cleanups.push(productionSite.close);
      }
      const env = {
        ...emulatorEnv,
        ...browsers,
        MAILDEV_URL: inbox.url,
        E2E_BASE_URL: site.url,
        CHROMIUM_PATH: chromium,
        ...(productionSite && {
          E2E_PRODUCTION_LIKE_URL: productionSite.url,
          E2E_PRODUCTION_LIKE_PROJECT: productionLikeProject,
        }),
      };
      if (steps.has('e2e')) {
        // Some Firefox ESR releases (140) hold the driver's own script evaluation to the page's
        // policy and block it as eval(); only for those does the Firefox server's policy allow it.
        // The policy as sent is checked over the build (tests/site/) (docs/decisions.md, "Browser engines").
        const probe = await probeFirefox(browsers.FIREFOX_PATH ?? '/usr/bin/firefox-esr');
        console.log(
          `\nFirefox ${probe.version}: ${probe.needsUnsafeEval ? "evaluates under the page's policy, so its server adds 'unsafe-eval'" : "evaluates outside the page's policy, so its server sends the policy unchanged"}.`,
        );
        const firefoxSite = await serve({
          port: await freePort(),
          api,
          extraSources: {
            'connect-src': connectSrc,
            ...(probe.needsUnsafeEval ? { 'script-src': ["'unsafe-eval'"] } : {}),
          },
        });
        cleanups.push(firefoxSite.close);
        // Both engines and the production-like build in one run, so its two workers stay busy to the end.
        await run('npx', ['playwright', 'test', ...extra], { ...env, E2E_FIREFOX_BASE_URL: firefoxSite.url });
      }
      if (steps.has('webkit') && !productionOnly) {
        // MiniBrowser needs a display: a virtual one unless the caller has a real one.
        const vitest = ['vitest', 'run', '--config', 'tests/webkit/vitest.config.ts'];
        if (process.env.DISPLAY) await run('npx', vitest, env);
        else await run('xvfb-run', ['--auto-servernum', 'npx', ...vitest], env);
      }
    }
  }
  await cleanUp();
  console.log('\nAll checks passed.');
} catch (error) {
  await cleanUp();
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
