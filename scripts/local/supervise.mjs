// @ts-check
/**
 * Keeps a child process of `npm start` running (the inbox, the mail relay): when it stops
 * without being asked to, a line says so and it is started again, after 1 s and then after
 * doubling delays while it keeps failing to start. Enquiries are not lost meanwhile: they wait
 * in Firestore and the relay retries them (docs/decisions.md "Enquiry e-mail").
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {{ exited: Promise<unknown>, stop: () => Promise<void> }} Running */

/**
 * What the emulator, the inbox and the relay each give their caller of their child process:
 * `exited` resolves with its exit code (null when a signal ended it); `stop` ends it with `end`
 * unless it has ended already, then waits for its end. With `killWithCaller`, that signal ends it
 * when this process exits first (a test timing out, an error): it must not outlive its caller.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ end?: () => void, killWithCaller?: NodeJS.Signals }} [options]
 */
export function childEnd(child, { end = () => child.kill('SIGTERM'), killWithCaller } = {}) {
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => child.kill(killWithCaller);
  if (killWithCaller) {
    process.once('exit', kill);
    void exited.then(() => process.off('exit', kill));
  }
  return {
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) end();
      await exited;
    },
  };
}

/**
 * @template {Running} T
 * @param {{
 *   name: string,
 *   start: () => Promise<T>,
 *   log?: (line: string) => void,
 *   delayMs?: number,
 *   maxDelayMs?: number,
 * }} options
 * @returns {{ current: () => T | null, restarts: () => number, stop: () => Promise<void> }}
 */
export function supervise({ name, start, log = (line) => console.log(line), delayMs = 1_000, maxDelayMs = 30_000 }) {
  let stopping = false;
  /** @type {T | null} */
  let running = null;
  let restarts = 0;
  const wake = new AbortController();
  const pause = (/** @type {number} */ ms) => sleep(ms, undefined, { signal: wake.signal }).catch(() => {});

  async function keep() {
    let delay = delayMs;
    while (!stopping) {
      try {
        running = await start();
      } catch (error) {
        if (stopping) return;
        log(
          `${name} did not start (${error instanceof Error ? error.message.split('\n')[0] : error}); trying again in ${delay / 1000} s.`,
        );
        await pause(delay);
        delay = Math.min(maxDelayMs, delay * 2);
        continue;
      }
      if (stopping) return;
      if (restarts > 0) log(`${name} is running again.`);
      delay = delayMs;
      const code = await running.exited;
      running = null;
      if (stopping) return;
      restarts += 1;
      log(`${name} stopped (${code === null ? 'killed' : `exit code ${code}`}); restarting it in ${delay / 1000} s.`);
      await pause(delay);
    }
  }
  const kept = keep();

  return {
    current: () => running,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      wake.abort();
      await running?.stop();
      await kept;
      await running?.stop();
    },
  };
}
