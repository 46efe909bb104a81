// @ts-check
/* global Request */
/**
 * For functions/src/editor.test.ts only: loaded with `node --import` into the Functions Framework
 * process, it sends the function's requests to github.com and api.github.com to a stand-in server
 * on this machine (EDITOR_TEST_GITHUB, e.g. http://127.0.0.1:4321), as
 * `<stand-in>/<host><path>`. The function's own code is unchanged: nothing leaves the machine.
 */
const standIn = process.env.EDITOR_TEST_GITHUB;
if (!standIn) throw new Error('EDITOR_TEST_GITHUB is not set');
const original = globalThis.fetch;
/** @type {typeof fetch} */
const rerouted = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== 'github.com' && url.hostname !== 'api.github.com') return original(input, init);
  return original(`${standIn}/${url.hostname}${url.pathname}${url.search}`, init);
};
globalThis.fetch = rerouted;
